import Foundation

/// The days of a calendar view, paged sideways: the visible month between its neighbours (those
/// in the available range), the scroll view resting on it. A swipe that comes to rest on a
/// neighbour moves the calendar there, and the pages are laid out around the new month.
@preconcurrency @MainActor
final class CalendarPager: UIScrollView, UIScrollViewDelegate {
    private weak var calendarView: UICalendarView?
    private(set) var pages: [CalendarMonthView] = []
    /// The index of the visible month among the pages.
    private var currentIndex = 0
    /// What runs when a slide the calendar asked for comes to rest.
    private var slideCompletion: (() -> Void)?

    init(calendarView: UICalendarView) {
        self.calendarView = calendarView
        super.init(frame: .zero)
        isPagingEnabled = true
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
        contentInsetAdjustmentBehavior = .never
        clipsToBounds = true
        delegate = self
        pages = (0..<3).map { _ in CalendarMonthView(calendarView: calendarView) }
        for page in pages { addSubview(page) }
    }

    required init?(coder: NSCoder) {
        fatalError("CalendarPager is made by UICalendarView")
    }

    /// Shows `current` between `previous` and `next` (nil: out of range, no page).
    func show(previous: CalendarDay?, current: CalendarDay, next: CalendarDay?, calendar: Calendar, numbers: [String]) {
        let months = [previous, current, next]
        for (page, month) in zip(pages, months) {
            page.isHidden = month == nil
            if let month { page.show(CalendarMonthLayout(month: month, calendar: calendar), numbers: numbers) }
        }
        currentIndex = previous == nil ? 0 : 1
        setNeedsLayout()
        placePages()
    }

    /// Slides to the neighbour `direction` (-1 or 1) months away, then runs `completion`.
    func slide(by direction: Int, completion: @escaping () -> Void) {
        slideCompletion = completion
        setContentOffset(CGPoint(x: CGFloat(currentIndex + direction) * bounds.width, y: 0), animated: true)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placePages()
    }

    /// The shown pages side by side (leading to trailing), the visible month in view.
    private func placePages() {
        let shown = pages.filter { !$0.isHidden }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, page) in shown.enumerated() {
            let slot = rightToLeft ? shown.count - 1 - index : index
            page.frame = CGRect(x: CGFloat(slot) * bounds.width, y: 0, width: bounds.width, height: bounds.height)
        }
        contentSize = CGSize(width: CGFloat(shown.count) * bounds.width, height: bounds.height)
        guard !isDragging, !isDecelerating, slideCompletion == nil else { return }
        let slot = rightToLeft ? shown.count - 1 - currentIndex : currentIndex
        contentOffset = CGPoint(x: CGFloat(slot) * bounds.width, y: 0)
    }

    // MARK: Paging

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        guard let completion = slideCompletion else { return settle() }
        slideCompletion = nil
        completion()
    }

    /// The pager is at rest: the calendar moves to the page it rests on.
    private func settle() {
        guard bounds.width > 0 else { return }
        let shownCount = pages.filter { !$0.isHidden }.count
        var slot = Int((contentOffset.x / bounds.width).rounded())
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { slot = shownCount - 1 - slot }
        let offset = slot - currentIndex
        if offset == 0 { return placePages() }
        calendarView?.pagerSettled(movingBy: offset)
    }
}
