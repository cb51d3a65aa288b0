import UIKit

// Misuse that UIKit raises on, chosen by the first argument; each must end the process after
// printing UIKit's uncaught-exception line, in a release build too.
MainActor.assumeIsolated {
    let root = UIView(), child = UIView()
    root.addSubview(child)
    switch CommandLine.arguments.dropFirst().first {
    case "mixed":
        _ = child.leadingAnchor.constraint(equalTo: root.leftAnchor)
    case "ancestor":
        UIView().leadingAnchor.constraint(equalTo: UIView().leadingAnchor).isActive = true
    case "constant":
        child.widthAnchor.constraint(equalToConstant: 10).constant = .nan
    case "dequeue":
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        _ = collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
    default:
        print("usage: ExceptionCheck mixed|ancestor|constant|dequeue")
    }
}
