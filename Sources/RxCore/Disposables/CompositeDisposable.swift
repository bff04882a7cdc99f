import Synchronization

/// A group of disposables disposed together.
///
/// Contract: `dispose()` disposes every member once, in insertion order; a disposable inserted after
/// that is disposed at once (and `insert` returns `nil`). Thread-safe.
public final class CompositeDisposable: Cancelable {
    /// Identifies a member, so it can be removed.
    public struct DisposeKey: Hashable {
        fileprivate let value: Int
    }

    fileprivate struct State {
        var members: [(key: Int, disposable: Disposable)] = []
        var nextKey = 0
        var isDisposed = false
    }

    private let state = Mutex(State())

    /// An empty group.
    public init() {}

    /// A group of two.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        state.withLock {
            $0.add(disposable1); $0.add(disposable2)
        }
    }

    /// A group of three.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        state.withLock {
            $0.add(disposable1); $0.add(disposable2); $0.add(disposable3)
        }
    }

    /// A group of several.
    public init(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
        _ disposable4: Disposable, _ disposables: Disposable...
    ) {
        state.withLock { state in
            for disposable in [disposable1, disposable2, disposable3, disposable4] + disposables {
                state.add(disposable)
            }
        }
    }

    /// A group of `disposables`.
    public init(disposables: [Disposable]) {
        state.withLock { state in
            for disposable in disposables { state.add(disposable) }
        }
    }

    /// Adds `disposable`; returns its key, or `nil` (after disposing it) when the group is disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = state.withLock { state -> Int? in
            state.isDisposed ? nil : state.add(disposable)
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// The number of members still in the group.
    public var count: Int {
        state.withLock { $0.members.count }
    }

    /// Removes the member with `key` and disposes it.
    public func remove(for key: DisposeKey) {
        let removed = state.withLock { state -> Disposable? in
            guard let index = state.members.firstIndex(where: { $0.key == key.value }) else { return nil }
            return state.members.remove(at: index).disposable
        }
        removed?.dispose()
    }

    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    public func dispose() {
        let members = state.withLock { state -> [(key: Int, disposable: Disposable)] in
            guard !state.isDisposed else { return [] }
            state.isDisposed = true
            defer { state.members = [] }
            return state.members
        }
        for member in members {
            member.disposable.dispose()
        }
    }
}

extension CompositeDisposable.State {
    @discardableResult
    fileprivate mutating func add(_ disposable: Disposable) -> Int {
        let key = nextKey
        nextKey += 1
        members.append((key, disposable))
        return key
    }
}
