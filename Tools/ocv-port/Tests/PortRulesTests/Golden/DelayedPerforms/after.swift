import UIKit

final class SlideshowViewController: UIViewController {
    var index = 0
    let player = SlidePlayer()
    weak var spare: SlidePlayer?

    func start() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.advance() }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [argument = index + 1] in self.show(argument) }
        DispatchQueue.main.asyncAfter(deadline: .now() + (duration * 2)) { [target = player, argument = index] in target.play(from: argument) }
        DispatchQueue.main.asyncAfter(
                deadline: .now() + 1
                ) { self.advance() }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [target = spare] in target?.play(from: 0) }
    }

    var duration: TimeInterval { 3 }

    func advance() {}
    func show(_ number: Int) {}
}

final class SlidePlayer: NSObject {
    func play(from index: Int) {}
}
