// Badge+Layout.swift

extension Badge {
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: Metrics.spacing, dy: 0)
    }
}
