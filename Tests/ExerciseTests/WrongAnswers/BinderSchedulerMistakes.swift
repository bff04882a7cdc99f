import ExerciseBook
import RxSandbox

/// `binder-scheduler`, ignoring the store's queue: the Binder is made with its default scheduler, so
/// each draft is set the moment it arrives, on the main scheduler.
enum DraftIgnoringTheQueue: BinderSchedulerAnswer {
    static func draft(of store: DraftStore) -> Binder<String> {
        Binder(store) { store, text in
            store.text = text
        }
    }
}

/// `binder-scheduler`, holding the store strongly: the queue is right, but the closure sets `store`,
/// the store it was made with, instead of the one the Binder hands it.
enum DraftHoldingTheStore: BinderSchedulerAnswer {
    static func draft(of store: DraftStore) -> Binder<String> {
        Binder(store, scheduler: store.queue) { _, text in
            store.text = text
        }
    }
}

/// `binder-scheduler`, the queue used by hand: a main-scheduler Binder whose closure hands the work to
/// the store's queue itself, in a closure that captures the store, so queued work keeps it alive.
enum DraftHandedToTheQueueByHand: BinderSchedulerAnswer {
    static func draft(of store: DraftStore) -> Binder<String> {
        Binder(store) { store, text in
            _ = store.queue.schedule(text) { text in
                store.text = text
                return Disposables.create()
            }
        }
    }
}
