//
//  Metrics.swift
//  PhotoKit
//
//  Created by A. Developer on 3/2/21.
//

/// Spacing and timing shared by the grid's views.
struct Metrics {
    static let spacing: CGFloat = 8
    static let fadeDuration: TimeInterval = 0.3
}
