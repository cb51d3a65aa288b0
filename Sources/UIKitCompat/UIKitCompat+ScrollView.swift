// UIKit's names for the scroll view's nested types, as Objective-C-era code spells them, and
// `UIScrollView.DecelerationRate` as Swift code spells it.

public typealias UIScrollViewIndicatorStyle = ScrollView.IndicatorStyle
public typealias UIScrollViewKeyboardDismissMode = ScrollView.KeyboardDismissMode
public typealias UIScrollViewContentInsetAdjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior

extension ScrollView {
    public typealias DecelerationRate = OpenCollectionView.DecelerationRate
}
