internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

extension CairoCanvas {
    /// Draws `scrollView`'s scroll indicators over its content (the context in its bounds
    /// coordinates): bars with round ends, as UIKit's `_UIScrollViewScrollIndicator` fill view.
    /// They are drawn here rather than as subviews, which collection-view code enumerates.
    @MainActor
    func drawScrollIndicators(of scrollView: UIScrollView) {
        let indicators = scrollView.scrollIndicatorsForDrawing()
        func fill(_ indicator: ScrollIndicatorAppearance?) {
            guard let indicator else { return }
            addRect(indicator.frame, radius: indicator.cornerRadius)
            setSource(indicator.color)
            cairo_fill(context)
        }
        fill(indicators.vertical)
        fill(indicators.horizontal)
    }
}
