import Testing
@testable import UIKit

/// The unwinding members' defaults (storyboards make unwind segues on iOS; none run on Linux).
@Suite @MainActor struct UnwindingTests {
    @Test func theChildContainingTheSourceIsLeftOut() {
        let container = UIViewController()
        let first = UIViewController(), second = UIViewController(), inner = UIViewController()
        container.addChild(first)
        container.addChild(second)
        first.addChild(inner)
        let source = UIStoryboardUnwindSegueSource(source: inner, sender: nil)
        #expect(container.childContaining(source) === first)
        #expect(container.allowedChildrenForUnwinding(from: source) == [second])
        #expect(second.childContaining(source) == nil)
        #expect(container.storyboard == nil, "no storyboards on Linux")
    }
}
