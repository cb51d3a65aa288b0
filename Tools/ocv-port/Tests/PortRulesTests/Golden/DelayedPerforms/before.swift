import UIKit

final class SlideshowViewController: UIViewController {
    var index = 0
    let player = SlidePlayer()
    weak var spare: SlidePlayer?

    func start() {
        perform(#selector(advance), with: nil, afterDelay: 2)
        self.perform(#selector(show(_:)), with: index + 1, afterDelay: 0.5)
        player.perform(#selector(SlidePlayer.play(from:)), with: index, afterDelay: duration * 2)
        perform(#selector(advance),
                with: nil,
                afterDelay: 1)
        spare?.perform(#selector(SlidePlayer.play(from:)), with: 0, afterDelay: 1)
    }

    var duration: TimeInterval { 3 }

    @objc func advance() {}
    @objc func show(_ number: Int) {}
}

final class SlidePlayer: NSObject {
    @objc func play(from index: Int) {}
}
