import UIKit
import UniformTypeIdentifiers

/// An import button and an export action as apps write them with the document picker.
final class ShapeImportViewController: UIViewController, UIDocumentPickerDelegate {
    var imported: [URL] = []

    func importFiles() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .image, .plainText], asCopy: true)
        picker.delegate = self
        picker.allowsMultipleSelection = true
        picker.shouldShowFileExtensions = true
        picker.directoryURL = FileManager.default.temporaryDirectory
        picker.modalPresentationStyle = .formSheet
        present(picker, animated: true)
    }

    func export(_ url: URL) {
        let picker = UIDocumentPickerViewController(forExporting: [url], asCopy: true)
        picker.delegate = self
        present(picker, animated: true)
        let legacy = UIDocumentPickerViewController(documentTypes: ["public.json"], in: .import)
        let mode: UIDocumentPickerMode = legacy.documentPickerMode
        _ = (mode, UIDocumentPickerViewController(url: url, in: .exportToService), UIDocumentPickerViewController(forOpeningContentTypes: [.folder]))
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        for url in urls {
            guard url.startAccessingSecurityScopedResource() else { continue }
            defer { url.stopAccessingSecurityScopedResource() }
            imported.append(url)
        }
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        controller.dismiss(animated: true)
    }
}

@MainActor
func documentPickerShape() {
    let controller = ShapeImportViewController()
    controller.importFiles()
    controller.documentPicker(UIDocumentPickerViewController(forOpeningContentTypes: [.data]), didPickDocumentsAt: [])
}
