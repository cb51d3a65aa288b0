//
//  MyViewController+Lifecycle.swift
//  App
//

import Combine
import UIKit

// MARK: - Lifecycle

extension MyViewController {
    private func reload() {
        tableView.reloadData()
    }

    func select(_ index: Int) {
        tableView.selectRow(at: IndexPath(row: index, section: 0), animated: true, scrollPosition: .none)
    }
}

private extension MyViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
    }
}
