import RxCore

/// One action waiting in a `TestScheduler`'s queue.
final class ScheduledWork: Disposable {
    let time: TestTime
    /// The order in which work was scheduled: among equal times, the earlier runs first.
    let sequence: Int
    private var action: (() -> Disposable)?
    private let result = SingleAssignmentDisposable()

    init(time: TestTime, sequence: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.sequence = sequence
        self.action = action
    }

    var isDisposed: Bool {
        result.isDisposed
    }

    func invoke() {
        guard let action, !result.isDisposed else { return }
        self.action = nil
        result.setDisposable(action())
    }

    func dispose() {
        action = nil
        result.dispose()
    }

    /// Runs before `other`: earlier time, or the same time and scheduled earlier.
    func precedes(_ other: ScheduledWork) -> Bool {
        time != other.time ? time < other.time : sequence < other.sequence
    }
}

/// The pending work of a `TestScheduler`, earliest first (a binary min-heap).
struct ScheduledWorkQueue {
    private var heap: [ScheduledWork] = []

    var isEmpty: Bool {
        heap.isEmpty
    }

    /// The next work to run, skipping (and dropping) cancelled work.
    mutating func peek() -> ScheduledWork? {
        while let first = heap.first, first.isDisposed {
            _ = pop()
        }
        return heap.first
    }

    mutating func push(_ work: ScheduledWork) {
        heap.append(work)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    @discardableResult
    mutating func pop() -> ScheduledWork? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count && heap[left].precedes(heap[smallest]) { smallest = left }
            if right < heap.count && heap[right].precedes(heap[smallest]) { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}
