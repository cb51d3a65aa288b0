import Foundation

/// One section's solution with what the layout keeps about the section besides its frames.
struct SectionSolution {
    /// The section, solved at the origin (stacking moves it into place).
    var solved: SolvedSection
    /// Where the section starts across the layout's axis (its content-insets reference's inset).
    var crossOrigin: CGFloat
    var estimates: SectionEstimates
    /// Whether a boundary supplementary pins to the visible bounds.
    var pins: Bool
}

/// The axes on which a section's items and its boundary supplementaries estimate their size.
struct SectionEstimates {
    var items: EstimatedAxes
    /// By element kind; only the supplementaries that estimate a dimension.
    var boundaries: [String: EstimatedAxes]

    /// Whether anything in the section estimates its size.
    var any: Bool { items.any || !boundaries.isEmpty }
}

/// The solutions of the sections one solve has met so far, by description: a section whose
/// description repeats one met before takes that solution instead of being solved again
/// (UIKit's memoized section descriptor), so 10,000 alike sections cost one solve. Solutions are
/// values: a copy changed for one section (moved into place, its own handler or list
/// configuration) leaves the others alone. Sections whose elements measured themselves are
/// solved on their own, so one section's preferred sizes never reach another.
struct SectionSolutionMemo {
    /// Every solution made, shared or not.
    private(set) var solutions: [SectionSolution] = []
    private var writer = SectionDescriptionWriter()
    /// The solution of each description met, by its number in `solutions`.
    private var numbers: [[UInt64]: Int] = [:]
    /// The description and solution number of the section looked up last: a run of alike
    /// sections compares with it and skips hashing.
    private var last: (words: [UInt64], number: Int)?

    /// The number in `solutions` of the solution of `section` with `itemCount` items: that of an
    /// earlier section with the same description, or `solve()`'s, remembered for the sections
    /// to come.
    mutating func solution(of section: NSCollectionLayoutSection, itemCount: Int, solve: () -> SectionSolution) -> Int {
        guard writer.write(section, itemCount: itemCount) else { return add(solve()) }
        if let last, last.words == writer.words { return last.number }
        let number: Int
        if let known = numbers[writer.words] {
            number = known
        } else {
            number = add(solve())
            numbers[writer.words] = number
        }
        last = (writer.words, number)
        return number
    }

    /// Keeps a solution that is the section's own (not shared); returns its number.
    mutating func add(_ solution: SectionSolution) -> Int {
        solutions.append(solution)
        return solutions.count - 1
    }
}
