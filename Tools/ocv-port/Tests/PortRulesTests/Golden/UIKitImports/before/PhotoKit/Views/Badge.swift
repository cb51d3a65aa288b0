final class Badge: UIView {
    let label = UILabel()
}
