// Badge+Layout.swift
