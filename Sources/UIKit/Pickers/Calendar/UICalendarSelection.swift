import Foundation

/// How a calendar view selects dates, as UIKit's `UICalendarSelection` (iOS 16): the base of
/// `UICalendarSelectionSingleDate`, `UICalendarSelectionMultiDate` and
/// `UICalendarSelectionWeekOfYear`; set one as the view's `selectionBehavior`.
@preconcurrency @MainActor
open class UICalendarSelection: NSObject {
    /// The calendar view this selection belongs to.
    weak var view: UICalendarView?

    /// Only the three selections exist (UIKit's base class cannot be made either).
    override init() {
        super.init()
    }

    /// Whether `day` is drawn selected.
    func isSelected(_ day: CalendarDay) -> Bool { false }
    /// Whether a tap may select `day` (it is in the available range: the view checked).
    func canSelect(_ day: CalendarDay) -> Bool { true }
    /// A tap on `day`, which the view found selectable or selected.
    func tapped(_ day: CalendarDay) {}
    /// The view's calendar changed or this selection joined a view: the selection is
    /// re-expressed in it and its month shown.
    func didMoveToCalendarView() {}
    /// The view's available range changed: dates outside it are deselected.
    func availableDateRangeDidChange() {}
    /// Whether the selection covers `day`'s whole week (drawn as one band).
    var selectsWeeks: Bool { false }

    /// The view's calendar, or the current one before the selection joins a view.
    var calendar: Calendar { view?.effectiveCalendar ?? .current }

    /// `components` as a day of the view's calendar, or UIKit's exception when it lacks a year,
    /// a month or a day.
    func day(_ components: DateComponents) -> CalendarDay {
        guard let day = CalendarDay(components, in: calendar) else {
            raiseException(.internalInconsistencyException,
                           "dateComponents (\(components)) is invalid. It requires at least [.year, .month, .day]")
        }
        return day
    }
}

/// A selection of one date at most, as UIKit's `UICalendarSelectionSingleDate` (iOS 16). A tap on
/// a day selects it (when the delegate's `canSelectDate` allows) and tells the delegate; a tap on
/// the selected day deselects it only when the delegate's `canSelectDate` allows nil.
@preconcurrency @MainActor
open class UICalendarSelectionSingleDate: UICalendarSelection {
    /// The delegate asked which dates can be selected and told of the user's selections.
    open private(set) weak var delegate: UICalendarSelectionSingleDateDelegate?
    private var selected: CalendarDay?
    /// Whether moving to another month moves the selection to the same day of it (the inline
    /// date picker's behaviour).
    var followsVisibleMonth = false

    /// A selection telling `delegate`.
    public init(delegate: UICalendarSelectionSingleDateDelegate?) {
        self.delegate = delegate
        super.init()
    }

    /// The selected date (year, month and day, with the calendar), or nil. Setting it shows its
    /// month and tells no delegate.
    open var selectedDate: DateComponents? {
        get { selected?.components(in: calendar) }
        set { setSelected(newValue, animated: false) }
    }

    /// Selects `selectedDate` (nil: none) and shows its month, animated or not; UIKit's exception
    /// for components without a year, a month and a day.
    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) {
        selected = selectedDate.map { day($0) }
        view?.selectionDidChange(showing: selected, animated: animated)
    }

    override func isSelected(_ day: CalendarDay) -> Bool { day == selected }

    override func canSelect(_ day: CalendarDay) -> Bool {
        delegate?.dateSelection(self, canSelectDate: day.components(in: calendar)) ?? true
    }

    override func tapped(_ day: CalendarDay) {
        if day == selected {
            guard !followsVisibleMonth, delegate?.dateSelection(self, canSelectDate: nil) == true else { return }
            selected = nil
        } else {
            guard canSelect(day) else { return }
            selected = day
        }
        view?.selectionDidChange(showing: nil, animated: true)
        delegate?.dateSelection(self, didSelectDate: selectedDate)
    }

    override func didMoveToCalendarView() {
        view?.selectionDidChange(showing: selected, animated: false)
    }

    override func availableDateRangeDidChange() {
        if let selected, let view, !view.isAvailable(selected) { self.selected = nil }
    }

    /// The visible month moved (for the date picker's selection): the same day of that month,
    /// or its last, kept in the available range, selected and told.
    func visibleMonthChanged(to month: CalendarDay) {
        guard followsVisibleMonth, let selected, let view else { return }
        let moved = view.day(matching: selected, in: month)
        guard moved != selected else { return }
        self.selected = moved
        view.selectionDidChange(showing: nil, animated: false)
        delegate?.dateSelection(self, didSelectDate: selectedDate)
    }
}

/// The delegate of a single-date selection, as UIKit's `UICalendarSelectionSingleDateDelegate`.
@preconcurrency @MainActor
public protocol UICalendarSelectionSingleDateDelegate: NSObjectProtocol {
    /// The user selected `dateComponents`, or deselected the date (nil).
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
    /// Whether the user may select `dateComponents` (nil: whether the selected date may be
    /// deselected). Dates that cannot be selected are drawn disabled. Default true.
    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
    public func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool {
        dateComponents != nil
    }
}

/// A selection of any number of dates, as UIKit's `UICalendarSelectionMultiDate` (iOS 16): a tap
/// on a day selects it, a tap on a selected day deselects it, each as the delegate allows.
@preconcurrency @MainActor
open class UICalendarSelectionMultiDate: UICalendarSelection {
    /// The delegate asked which dates can be selected and deselected and told of the changes.
    open private(set) weak var delegate: UICalendarSelectionMultiDateDelegate?
    private var selected: [CalendarDay] = []

    /// A selection telling `delegate`.
    public init(delegate: UICalendarSelectionMultiDateDelegate?) {
        self.delegate = delegate
        super.init()
    }

    /// The selected dates (year, month and day, with the calendar), in the order selected.
    /// Setting them tells no delegate.
    open var selectedDates: [DateComponents] {
        get { selected.map { $0.components(in: calendar) } }
        set { setSelectedDates(newValue, animated: false) }
    }

    /// Selects `selectedDates` (duplicates once); UIKit's exception for components without a
    /// year, a month and a day.
    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) {
        var days: [CalendarDay] = []
        for components in selectedDates {
            let day = day(components)
            if !days.contains(day) { days.append(day) }
        }
        selected = days
        view?.selectionDidChange(showing: nil, animated: animated)
    }

    override func isSelected(_ day: CalendarDay) -> Bool { selected.contains(day) }

    override func canSelect(_ day: CalendarDay) -> Bool {
        delegate?.multiDateSelection(self, canSelectDate: day.components(in: calendar)) ?? true
    }

    override func tapped(_ day: CalendarDay) {
        let components = day.components(in: calendar)
        if let index = selected.firstIndex(of: day) {
            guard delegate?.multiDateSelection(self, canDeselectDate: components) ?? true else { return }
            selected.remove(at: index)
            view?.selectionDidChange(showing: nil, animated: true)
            delegate?.multiDateSelection(self, didDeselectDate: components)
        } else {
            guard canSelect(day) else { return }
            selected.append(day)
            view?.selectionDidChange(showing: nil, animated: true)
            delegate?.multiDateSelection(self, didSelectDate: components)
        }
    }

    override func didMoveToCalendarView() {
        view?.selectionDidChange(showing: nil, animated: false)
    }

    override func availableDateRangeDidChange() {
        guard let view else { return }
        selected.removeAll { !view.isAvailable($0) }
    }
}

/// The delegate of a multi-date selection, as UIKit's `UICalendarSelectionMultiDateDelegate`.
@preconcurrency @MainActor
public protocol UICalendarSelectionMultiDateDelegate: NSObjectProtocol {
    /// The user selected `dateComponents`.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
    /// The user deselected `dateComponents`.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
    /// Whether the user may select `dateComponents` (drawn disabled when not). Default true.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool
    /// Whether the user may deselect `dateComponents`. Default true.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool
}

extension UICalendarSelectionMultiDateDelegate {
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool { true }
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool { true }
}

/// A selection of one week, as UIKit's `UICalendarSelectionWeekOfYear` (iOS 18): a tap on a day
/// selects its week (drawn as one band), when the delegate allows.
@preconcurrency @MainActor
open class UICalendarSelectionWeekOfYear: UICalendarSelection {
    /// The delegate asked which weeks can be selected and told of the user's selections.
    open private(set) weak var delegate: UICalendarSelectionWeekOfYearDelegate?
    private var selected: DateComponents?

    /// A selection telling `delegate`.
    public init(delegate: UICalendarSelectionWeekOfYearDelegate?) {
        self.delegate = delegate
        super.init()
    }

    /// The selected week (`yearForWeekOfYear` and `weekOfYear`, with the calendar), or nil.
    open var selectedWeekOfYear: DateComponents? {
        get { selected }
        set { setSelectedWeekOfYear(newValue, animated: false) }
    }

    /// Selects the week `selectedWeekOfYear` (nil: none); UIKit's exception for components
    /// without `yearForWeekOfYear` and `weekOfYear`.
    open func setSelectedWeekOfYear(_ selectedWeekOfYear: DateComponents?, animated: Bool) {
        if let week = selectedWeekOfYear, week.yearForWeekOfYear == nil || week.weekOfYear == nil {
            raiseException(.internalInconsistencyException,
                           "dateComponents (\(week)) is invalid. It requires at least [.yearForWeekOfYear, .weekOfYear]")
        }
        selected = selectedWeekOfYear.map(week(of:))
        view?.selectionDidChange(showing: selected.flatMap(firstDay(of:)), animated: animated)
    }

    private func week(of components: DateComponents) -> DateComponents {
        var week = DateComponents(weekOfYear: components.weekOfYear, yearForWeekOfYear: components.yearForWeekOfYear)
        week.calendar = calendar
        return week
    }

    private func week(containing day: CalendarDay) -> DateComponents? {
        guard let date = day.date(in: calendar) else { return nil }
        return week(of: calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: date))
    }

    private func firstDay(of week: DateComponents) -> CalendarDay? {
        guard let date = calendar.date(from: DateComponents(weekday: calendar.firstWeekday, weekOfYear: week.weekOfYear,
                                                            yearForWeekOfYear: week.yearForWeekOfYear)) else { return nil }
        return CalendarDay(date, in: calendar)
    }

    override func isSelected(_ day: CalendarDay) -> Bool {
        guard let selected else { return false }
        return week(containing: day) == selected
    }

    override var selectsWeeks: Bool { true }

    override func canSelect(_ day: CalendarDay) -> Bool {
        guard let week = week(containing: day) else { return false }
        return delegate?.weekOfYearSelection(self, canSelectWeekOfYear: week) ?? true
    }

    override func tapped(_ day: CalendarDay) {
        guard let week = week(containing: day), week != selected, canSelect(day) else { return }
        selected = week
        view?.selectionDidChange(showing: nil, animated: true)
        delegate?.weekOfYearSelection(self, didSelectWeekOfYear: week)
    }

    override func didMoveToCalendarView() {
        selected = selected.map(week(of:))
        view?.selectionDidChange(showing: selected.flatMap(firstDay(of:)), animated: false)
    }
}

/// The delegate of a week selection, as UIKit's `UICalendarSelectionWeekOfYearDelegate` (iOS 18).
@preconcurrency @MainActor
public protocol UICalendarSelectionWeekOfYearDelegate: NSObjectProtocol {
    /// The user selected the week `weekOfYearComponents` (nil: deselected).
    func weekOfYearSelection(_ selection: UICalendarSelectionWeekOfYear, didSelectWeekOfYear weekOfYearComponents: DateComponents?)
    /// Whether the user may select the week `weekOfYearComponents`. Default true.
    func weekOfYearSelection(_ selection: UICalendarSelectionWeekOfYear, canSelectWeekOfYear weekOfYearComponents: DateComponents?) -> Bool
}

extension UICalendarSelectionWeekOfYearDelegate {
    public func weekOfYearSelection(_ selection: UICalendarSelectionWeekOfYear, canSelectWeekOfYear weekOfYearComponents: DateComponents?) -> Bool { true }
}
