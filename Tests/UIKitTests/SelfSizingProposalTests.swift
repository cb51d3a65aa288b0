import Foundation
import Testing
@testable import UIKit

/// The attributes a view is offered to size itself are a copy of the layout's, as in UIKit;
/// the view's last copy is reused when nobody kept it, and a kept one is never overwritten.
@Suite @MainActor struct SelfSizingProposalTests {
    private func attributes(_ item: Int, height: CGFloat) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = CGRect(x: 0, y: CGFloat(item) * 44, width: 390, height: height)
        return attributes
    }

    @Test func anUnkeptProposalIsReusedAsACopyOfTheNewAttributes() {
        let cell = UICollectionViewCell(frame: .zero)
        let first = attributes(0, height: 44)
        let identity: ObjectIdentifier
        do {
            let offered = cell.proposal(copying: first)
            #expect(offered !== first && offered.isEqual(first))
            identity = ObjectIdentifier(offered)
        }
        let second = attributes(1, height: 50)
        let again = cell.proposal(copying: second)
        #expect(ObjectIdentifier(again) == identity)
        #expect(again.isEqual(second) && again.indexPath == IndexPath(item: 1, section: 0))
        #expect(first.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    @Test func aKeptProposalIsLeftAlone() {
        let cell = UICollectionViewCell(frame: .zero)
        let kept = cell.proposal(copying: attributes(0, height: 44))
        let next = cell.proposal(copying: attributes(1, height: 50))
        #expect(next !== kept)
        #expect(kept.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    @Test func aSubclassIsCopiedWithItsOwnProperties() {
        final class Tagged: UICollectionViewLayoutAttributes {
            var tag = 0
            override func copy(with zone: NSZone? = nil) -> Any {
                let copy = super.copy(with: zone) as! Tagged
                copy.tag = tag
                return copy
            }
        }
        let cell = UICollectionViewCell(frame: .zero)
        let tagged = Tagged(forCellWith: IndexPath(item: 0, section: 0))
        tagged.tag = 7
        #expect((cell.proposal(copying: tagged) as? Tagged)?.tag == 7)
        tagged.tag = 8
        #expect((cell.proposal(copying: tagged) as? Tagged)?.tag == 8)
    }
}
