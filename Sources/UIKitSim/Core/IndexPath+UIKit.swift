import Foundation

extension IndexPath {
    /// The index path of a table row, as UIKit spells it.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The index path of a collection item, as UIKit spells it.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section (the first index).
    public var section: Int {
        self[0]
    }

    /// The row within the section (the second index).
    public var row: Int {
        self[1]
    }

    /// The item within the section (the second index).
    public var item: Int {
        self[1]
    }
}
