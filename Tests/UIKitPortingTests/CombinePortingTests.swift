import Combine
import Foundation
import XCTest

/// Combine as iOS code uses it: `@Published`, `sink`, `assign`, subjects, operators,
/// notifications and a scheduler.
final class CombinePortingTests: XCTestCase {
    final class SearchModel: ObservableObject {
        @Published var query = ""
        @Published var results: [String] = []
    }

    final class Counter {
        var value = 0
    }

    private var cancellables = Set<AnyCancellable>()

    func testPublishedSinkAndAssign() {
        let model = SearchModel()
        let counter = Counter()
        var seen: [String] = []
        model.$query
            .map { $0.lowercased() }
            .removeDuplicates()
            .sink { seen.append($0) }
            .store(in: &cancellables)
        model.$results.map(\.count).assign(to: \.value, on: counter).store(in: &cancellables)
        var changes = 0
        model.objectWillChange.sink { changes += 1 }.store(in: &cancellables)
        model.query = "Photo"
        model.query = "PHOTO"
        model.results = ["a", "b"]
        XCTAssertEqual(seen, ["", "photo"])
        XCTAssertEqual(counter.value, 2)
        XCTAssertEqual(changes, 3)
    }

    func testSubjectsAndNotifications() {
        let subject = PassthroughSubject<Int, Never>()
        var sums: [Int] = []
        subject.scan(0, +).sink { sums.append($0) }.store(in: &cancellables)
        subject.send(1)
        subject.send(2)
        XCTAssertEqual(sums, [1, 3])

        let name = Notification.Name("PhotoDeleted")
        var received = 0
        NotificationCenter.default.publisher(for: name).sink { _ in received += 1 }.store(in: &cancellables)
        NotificationCenter.default.post(name: name, object: nil)
        XCTAssertEqual(received, 1)
    }

    func testReceiveOnTheMainQueue() {
        let done = expectation(description: "delivered on the main queue")
        Just(42)
            .receive(on: DispatchQueue.main)
            .sink { value in
                XCTAssertEqual(value, 42)
                XCTAssertTrue(Thread.isMainThread)
                done.fulfill()
            }
            .store(in: &cancellables)
        wait(for: [done], timeout: 2)
    }
}
