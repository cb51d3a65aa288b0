import Benchmark
import BenchmarkSupport
import Foundation
@_spi(Benchmarks) import UIKit

// Issue 13, item 8: constraint systems of cells and screens, from scratch and after one constant
// change, through the views (the goals) and through the solver alone (the same systems as
// `Benchmarks/kiwi/kiwi_benchmarks.py` gives kiwisolver, for comparison).

typealias Term = SimplexSolver.Term

/// The cell: an image and two labels, 10 constraints, the labels' intrinsic sizes (hugging
/// 251, compression 750), the width fitted at 320 (required) and the height at priority 50.
/// The equations are made before the clock starts, as the kiwi script makes its constraints.
struct CellSystem {
    struct Equation {
        var terms: [Term]
        var constant: Double
        var relation: SimplexSolver.Relation
        var priority: Float
    }
    var equations: [Equation] = []
    var height: SimplexSolver.Variable

    init() {
        var s = SimplexSolver()
        let width = s.makeVariable()
        height = s.makeVariable()
        func rect() -> (x: SimplexSolver.Variable, y: SimplexSolver.Variable, w: SimplexSolver.Variable, h: SimplexSolver.Variable) {
            (s.makeVariable(), s.makeVariable(), s.makeVariable(), s.makeVariable())
        }
        let image = rect(), title = rect(), subtitle = rect()
        func add(_ terms: [Term], _ constant: Double, _ relation: SimplexSolver.Relation = .equal, _ priority: Float = 1000) {
            equations.append(Equation(terms: terms, constant: constant, relation: relation, priority: priority))
        }
        add([Term(image.x)], -16)
        add([Term(image.y)], -12)
        add([Term(image.w)], -40)
        add([Term(image.h)], -40)
        add([Term(title.x), Term(image.x, -1), Term(image.w, -1)], -12)
        add([Term(title.x), Term(title.w), Term(width, -1)], 16, .lessThanOrEqual)
        add([Term(title.y)], -12)
        add([Term(subtitle.x), Term(title.x, -1)], 0)
        add([Term(subtitle.y), Term(title.y, -1), Term(title.h, -1)], -4)
        add([Term(subtitle.x), Term(subtitle.w), Term(width, -1)], 16, .lessThanOrEqual)
        add([Term(height), Term(image.y, -1), Term(image.h, -1)], -12, .greaterThanOrEqual)
        add([Term(height), Term(subtitle.y, -1), Term(subtitle.h, -1)], -12, .greaterThanOrEqual)
        for (label, size) in [(title, (80.0, 21.0)), (subtitle, (120.0, 18.0))] {
            add([Term(label.w)], -size.0, .greaterThanOrEqual, 750)
            add([Term(label.w)], -size.0, .lessThanOrEqual, 251)
            add([Term(label.h)], -size.1, .greaterThanOrEqual, 750)
            add([Term(label.h)], -size.1, .lessThanOrEqual, 251)
        }
        add([Term(width)], -320)
        add([Term(height)], 0, .equal, 50)
    }

    /// Solves the system in a new solver (its 14 variables made first, as the equations use).
    func solve() -> Double {
        var s = SimplexSolver()
        for _ in 0..<14 { _ = s.makeVariable() }
        for equation in equations {
            _ = try? s.addConstraint(equation.terms, constant: equation.constant, relation: equation.relation, priority: equation.priority)
        }
        return s.value(of: height)
    }
}

let cellSystem = CellSystem()

/// The screen: 1,000 rows 20 points tall, 4 points apart, inset 8 points in a 1000-point-wide
/// root: 4,001 constraints.
struct ScreenOfConstraints {
    var solver = SimplexSolver()
    var firstHeight: SimplexSolver.ConstraintID!
    /// The root's width, `width == 1000`: its edit moves every row's width.
    var rootWidth: SimplexSolver.ConstraintID!
    var lastY: SimplexSolver.Variable!
    var lastWidth: SimplexSolver.Variable!

    init(rows: Int = 1000) {
        let width = solver.makeVariable()
        rootWidth = try? solver.addConstraint([Term(width)], constant: -1000, relation: .equal, priority: 1000)
        var previous: (y: SimplexSolver.Variable, h: SimplexSolver.Variable)?
        for index in 0..<rows {
            let x = solver.makeVariable(), y = solver.makeVariable(), w = solver.makeVariable(), h = solver.makeVariable()
            _ = try? solver.addConstraint([Term(x)], constant: -8, relation: .equal, priority: 1000)
            _ = try? solver.addConstraint([Term(x), Term(w), Term(width, -1)], constant: 8, relation: .equal, priority: 1000)
            if let previous {
                _ = try? solver.addConstraint([Term(y), Term(previous.y, -1), Term(previous.h, -1)], constant: -4, relation: .equal, priority: 1000)
            } else {
                _ = try? solver.addConstraint([Term(y)], constant: -8, relation: .equal, priority: 1000)
            }
            let height = try? solver.addConstraint([Term(h)], constant: -20, relation: .equal, priority: 1000)
            if index == 0 { firstHeight = height }
            previous = (y, h)
            lastY = y
            lastWidth = w
        }
    }
}

/// The same screen made of views.
@MainActor
final class ScreenOfViews {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 25_000))
    var firstHeight: NSLayoutConstraint!
    var rows: [UIView] = []

    /// The root's width toggled between 1000 and 1010 (every row's width follows).
    func toggleRootWidth(_ wide: Bool) {
        root.frame = CGRect(x: 0, y: 0, width: wide ? 1010 : 1000, height: 25_000)
    }

    init(rows count: Int = 1000) {
        root.setRootTraitCollection(UITraitCollection(displayScale: 2))
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        for _ in 0..<count {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            let height = row.heightAnchor.constraint(equalToConstant: 20)
            if firstHeight == nil { firstHeight = height }
            constraints += [row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                            row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                            row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: previous == nil ? 8 : 4),
                            height]
            rows.append(row)
            previous = row
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
    }
}

/// A cell as iOS code makes one: an image view and two labels in a content view, 10 constraints.
@MainActor
final class CellOfViews {
    let contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let title = UILabel(), subtitle = UILabel(), image = UIImageView()

    init() {
        title.text = "A title"
        subtitle.text = "A longer subtitle"
        subtitle.font = .systemFont(ofSize: 15)
        for view in [image, title, subtitle] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            image.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            image.widthAnchor.constraint(equalToConstant: 40),
            image.heightAnchor.constraint(equalToConstant: 40),
            title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            subtitle.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    func fit() -> CGSize {
        contentView.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
    }
}

/// A thousand cells in one hierarchy (one engine), each a content view with a label pinned by
/// four constraints, placed by frames as a collection view places its cells.
@MainActor
final class ThousandCells {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 44_000))
    var labels: [UILabel] = []

    init() {
        root.setRootTraitCollection(UITraitCollection(displayScale: 2))
        for index in 0..<1000 {
            let cell = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 44, width: 400, height: 44))
            let content = UIView(frame: cell.bounds)
            let label = UILabel()
            label.text = "Item \(index)"
            label.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(label)
            cell.addSubview(content)
            root.addSubview(cell)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: content.topAnchor, constant: 11),
                label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -11),
            ])
            labels.append(label)
        }
        root.layoutIfNeeded()
    }
}

@MainActor var thousandCells: ThousandCells?
@MainActor var screen: ScreenOfConstraints?
@MainActor var screenOfViews: ScreenOfViews?
@MainActor var cell: CellOfViews?
@MainActor var toggle = false

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 5000)
    let slow = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 30)

    Benchmark("solver: cell (10 constraints) from scratch", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(cellSystem.solve()) }
    }

    Benchmark("solver: 1,000-row screen from scratch", configuration: slow) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ScreenOfConstraints()) }
    }

    Benchmark("solver: 1,000-row screen, one constant edit", configuration: configuration) { benchmark in
        onMain {
            if screen == nil { screen = ScreenOfConstraints() }
            toggle.toggle()
            benchmark.startMeasurement()
            try? screen!.solver.setConstant(toggle ? -30 : -20, of: screen!.firstHeight)
            blackHole(screen!.solver.value(of: screen!.lastY))
            benchmark.stopMeasurement()
        }
    }

    Benchmark("solver: 1,000-row screen, root width edit", configuration: configuration) { benchmark in
        onMain {
            if screen == nil { screen = ScreenOfConstraints() }
            toggle.toggle()
            benchmark.startMeasurement()
            try? screen!.solver.setConstant(toggle ? -1010 : -1000, of: screen!.rootWidth)
            blackHole(screen!.solver.value(of: screen!.lastWidth))
            benchmark.stopMeasurement()
        }
    }

    Benchmark("views: cell sized by systemLayoutSizeFitting", configuration: configuration) { benchmark in
        onMain {
            if cell == nil { cell = CellOfViews() }
            benchmark.startMeasurement()
            blackHole(cell!.fit())
            benchmark.stopMeasurement()
        }
    }

    Benchmark("views: cell given a new text and sized", configuration: configuration) { benchmark in
        onMain {
            if cell == nil { cell = CellOfViews() }
            toggle.toggle()
            benchmark.startMeasurement()
            cell!.title.text = toggle ? "A longer title" : "A title"
            blackHole(cell!.fit())
            benchmark.stopMeasurement()
        }
    }

    Benchmark("views: cell inside a hierarchy sized (its own engine, from scratch)", configuration: configuration) { benchmark in
        onMain {
            if cell == nil { cell = CellOfViews() }
            if cell!.contentView.superview == nil { UIView().addSubview(cell!.contentView) }
            benchmark.startMeasurement()
            blackHole(cell!.fit())
            benchmark.stopMeasurement()
            cell!.contentView.removeFromSuperview()
        }
    }

    Benchmark("views: 1,000 cells in one engine, one label's text changed and layout", configuration: configuration) { benchmark in
        onMain {
            if thousandCells == nil { thousandCells = ThousandCells() }
            toggle.toggle()
            let label = thousandCells!.labels[500]
            benchmark.startMeasurement()
            label.text = toggle ? "A new text" : "Item 500"
            thousandCells!.root.layoutIfNeeded()
            benchmark.stopMeasurement()
        }
    }

    Benchmark("views: 1,000-view screen from scratch (views, constraints, layout)", configuration: slow) { benchmark in
        onMain {
            benchmark.startMeasurement()
            blackHole(ScreenOfViews())
            benchmark.stopMeasurement()
        }
    }

    Benchmark("views: 1,000-view screen, one constant edit (re-solve)", configuration: configuration) { benchmark in
        onMain {
            if screenOfViews == nil { screenOfViews = ScreenOfViews() }
            toggle.toggle()
            benchmark.startMeasurement()
            screenOfViews!.firstHeight.constant = toggle ? 30 : 20
            benchmark.stopMeasurement()
            screenOfViews!.root.layoutIfNeeded()
        }
    }

    Benchmark("views: 1,000-view screen, one constant edit and layout", configuration: configuration) { benchmark in
        onMain {
            if screenOfViews == nil { screenOfViews = ScreenOfViews() }
            toggle.toggle()
            benchmark.startMeasurement()
            screenOfViews!.firstHeight.constant = toggle ? 30 : 20
            screenOfViews!.root.layoutIfNeeded()
            benchmark.stopMeasurement()
        }
    }

    Benchmark("views: 1,000-view screen, root width change (re-solve)", configuration: configuration) { benchmark in
        onMain {
            if screenOfViews == nil { screenOfViews = ScreenOfViews() }
            toggle.toggle()
            benchmark.startMeasurement()
            screenOfViews!.toggleRootWidth(toggle)
            benchmark.stopMeasurement()
            screenOfViews!.root.layoutIfNeeded()
        }
    }

    Benchmark("views: 1,000-view screen, root width change and layout", configuration: configuration) { benchmark in
        onMain {
            if screenOfViews == nil { screenOfViews = ScreenOfViews() }
            toggle.toggle()
            benchmark.startMeasurement()
            screenOfViews!.toggleRootWidth(toggle)
            screenOfViews!.root.layoutIfNeeded()
            benchmark.stopMeasurement()
        }
    }
}
