import Foundation

/// A data source that can say which model an index path shows: what `rx.model(at:)` and
/// `rx.modelSelected` ask of the bound data source (of a table, a collection or a picker).
public protocol SectionedViewDataSourceType {
    /// The model at `indexPath` (for a picker, row `indexPath.row` of wheel `indexPath.section`).
    func model(at indexPath: IndexPath) throws -> Any
}
