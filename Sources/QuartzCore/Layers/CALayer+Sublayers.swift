import Foundation

/// The layer tree: a layer's sublayers are drawn over its own content, back to front, by
/// `zPosition` and then in order. A view's layer's sublayers are its subviews' layers and the
/// standalone layers added to it, interleaved as they were added: `addSublayer(_:)` puts a
/// layer in front of the subviews there are, and a subview added later goes in front of it.
extension CALayer {
    /// `sublayers`' setter: removes the sublayers there are and adds `layers`.
    func replaceSublayers(with layers: [CALayer]) {
        for sublayer in sublayerList { sublayer.removeFromSuperlayer() }
        for sublayer in layers { addSublayer(sublayer) }
    }

    /// The sublayers, back to front (empty when there are none).
    package var sublayerList: [CALayer] {
        if let backingView, storedSublayers.isEmpty { return backingView.subviewLayers }
        return storedSublayers
    }

    /// `superlayer`: a view's layer's is its superview's layer.
    var parentLayer: CALayer? {
        if let backingView { return backingView.superviewLayer }
        return storedSuperlayer
    }

    /// `replaceSublayer(_:with:)`'s work.
    func exchangeSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer else { return }
        guard sublayerList.contains(where: { $0 === oldLayer }) else {
            return Diagnostics.report("replaceSublayer(_:with:): the layer to replace is not a sublayer of \(self)")
        }
        insertSublayer(newLayer, below: oldLayer)
        oldLayer.removeFromSuperlayer()
    }

    /// `removeFromSuperlayer()`'s work: a view's layer removes its view from the superview.
    func detachFromSuperlayer() {
        if let backingView { return backingView.removeFromSuperview() }
        guard let parent = storedSuperlayer else { return }
        parent.storedSublayers.removeAll { $0 === self }
        storedSuperlayer = nil
        parent.standaloneSublayersDidChange()
        displayedValueDidChange()
    }

    // MARK: Placing

    func index(of sibling: CALayer?, in list: [CALayer], method: String) -> Int? {
        guard let sibling, let index = list.firstIndex(where: { $0 === sibling }) else {
            Diagnostics.report("\(method): the sibling is not a sublayer of \(self); the layer is added in front")
            return nil
        }
        return index
    }

    /// Puts `layer` among the sublayers at the index `position` gives for the sublayers
    /// without it.
    func place(_ layer: CALayer, at position: ([CALayer]) -> Int) {
        guard layer !== self, !isDescendant(of: layer) else {
            return Diagnostics.report("a layer cannot be its own sublayer or its ancestor's: \(layer) was not added to \(self)")
        }
        if layer.backingView != nil {
            return placeViewLayer(layer, at: position)
        }
        layer.removeFromSuperlayer()
        if let backingView, storedSublayers.isEmpty { storedSublayers = backingView.subviewLayers }
        storedSublayers.insert(layer, at: position(storedSublayers))
        layer.storedSuperlayer = self
        standaloneSublayersDidChange()
        displayedValueDidChange()
        // As in Core Animation, a standalone layer lays out again when it gains a sublayer.
        if backingView == nil { setNeedsLayout() }
    }

    /// A view's layer goes where its view can: among the subviews of this layer's view.
    private func placeViewLayer(_ layer: CALayer, at position: ([CALayer]) -> Int) {
        guard let backingView else {
            return Diagnostics.report("a view's layer cannot be the sublayer of a standalone layer here: \(layer) was not added to \(self)")
        }
        let others = sublayerList.filter { $0 !== layer }
        let index = position(others)
        var subviewIndex = others[..<index].count(where: { $0.backingView != nil })
        if let current = backingView.subviewIndex(ofLayer: layer), subviewIndex >= current {
            subviewIndex += 1
        }
        backingView.insertSubview(ofLayer: layer, at: subviewIndex)
        guard !storedSublayers.isEmpty else { return }
        storedSublayers.removeAll { $0 === layer }
        storedSublayers.insert(layer, at: min(index, storedSublayers.count))
    }

    private func isDescendant(of layer: CALayer) -> Bool {
        var node: CALayer? = superlayer
        while let current = node {
            if current === layer { return true }
            node = current.superlayer
        }
        return false
    }

    /// After a standalone sublayer came or went: a view's layer goes back to its subviews' order
    /// when no standalone layer is left.
    private func standaloneSublayersDidChange() {
        if backingView != nil, !storedSublayers.contains(where: { $0.backingView == nil }) { storedSublayers = [] }
        compositingFeatures.set(.sublayers, !storedSublayers.isEmpty)
    }

    // MARK: Following the view's subviews

    /// Called by the view after a subview was inserted among its subviews or moved: its layer
    /// goes just below the layer of the subview now after it (`next`), else in front.
    /// The layers are asked for only then (a view makes its layer when first asked).
    package func subviewWasInserted(layer: @autoclosure () -> CALayer, before next: @autoclosure () -> CALayer?) {
        guard !storedSublayers.isEmpty else { return }
        let layer = layer(), next = next()
        storedSublayers.removeAll { $0 === layer }
        if let next, let index = storedSublayers.firstIndex(where: { $0 === next }) {
            storedSublayers.insert(layer, at: index)
        } else {
            storedSublayers.append(layer)
        }
    }

    /// Called by the view after a subview (whose layer is `layer`) left its subviews.
    package func subviewWasRemoved(layer: @autoclosure () -> CALayer) {
        guard !storedSublayers.isEmpty else { return }
        let layer = layer()
        storedSublayers.removeAll { $0 === layer }
        standaloneSublayersDidChange()
    }
}
