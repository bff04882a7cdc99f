/// One action waiting in a `VirtualTimeScheduler`'s queue; disposing it before it runs cancels it.
///
/// (`@usableFromInline` and `@inlinable`, here and in the queue, let the module of a scheduler's time
/// type compile the queue for that type; see `VirtualTimeScheduler`.)
@usableFromInline
final class ScheduledWork<Time>: Disposable {
    @usableFromInline let time: Time
    /// The order in which work was scheduled: among equal times, the earlier runs first.
    @usableFromInline let sequence: Int
    @usableFromInline var action: (() -> Disposable)?
    @usableFromInline let result = SingleAssignmentDisposable()

    @inlinable
    init(time: Time, sequence: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.sequence = sequence
        self.action = action
    }

    @inlinable
    var isDisposed: Bool {
        result.isDisposed
    }

    @inlinable
    func invoke() {
        guard let action, !result.isDisposed else { return }
        self.action = nil
        result.setDisposable(action())
    }

    @inlinable
    func dispose() {
        action = nil
        result.dispose()
    }
}

/// The pending work of a `VirtualTimeScheduler`, earliest first (a binary min-heap): by time, as the
/// converter compares times, then by the order in which the work was scheduled.
@usableFromInline
struct ScheduledWorkQueue<Converter: VirtualTimeConverterType> {
    @usableFromInline typealias Work = ScheduledWork<Converter.VirtualTimeUnit>

    @usableFromInline let converter: Converter
    @usableFromInline var heap: [Work] = []

    @inlinable
    init(converter: Converter) {
        self.converter = converter
    }

    /// The next work to run, skipping (and dropping) cancelled work.
    @inlinable
    mutating func peek() -> Work? {
        while let first = heap.first, first.isDisposed {
            pop()
        }
        return heap.first
    }

    @inlinable
    mutating func push(_ work: Work) {
        heap.append(work)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    @inlinable @discardableResult
    mutating func pop() -> Work? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count && precedes(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count && precedes(heap[right], heap[smallest]) { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }

    /// `work` runs before `other`: it is due earlier, or at the same time and was scheduled earlier.
    @inlinable
    func precedes(_ work: Work, _ other: Work) -> Bool {
        switch converter.compareVirtualTime(work.time, other.time) {
        case .lessThan: return true
        case .greaterThan: return false
        case .equal: return work.sequence < other.sequence
        }
    }
}
