extension ObservableType {
    /// `initialState`, then each state `iterate` makes of the one before, while `condition` holds;
    /// then `completed`. Each element is sent in a step of its own on `scheduler`. An error thrown by
    /// `condition` or `iterate` ends the sequence with that error.
    public static func generate(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Generate(initialState: initialState, condition: condition, scheduler: scheduler, iterate: iterate)
    }
}

final private class Generate<Element>: Producer<Element> {
    let initialState: Element
    let condition: (Element) throws -> Bool
    let scheduler: ImmediateSchedulerType
    let iterate: (Element) throws -> Element

    init(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType,
        iterate: @escaping (Element) throws -> Element
    ) {
        self.initialState = initialState
        self.condition = condition
        self.scheduler = scheduler
        self.iterate = iterate
    }

    override var chainName: String {
        "generate"
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = GenerateSink<Element>(observer: observer)
        // The first state is sent as it is; each later one is what `iterate` makes of the one before.
        sink.setSubscription(
            scheduler.scheduleRecursive((state: initialState, isFirst: true)) { [self] step, recurse in
                do {
                    let state = step.isFirst ? step.state : try iterate(step.state)
                    guard try condition(state) else {
                        sink.forwardCompleted()
                        return
                    }
                    sink.forwardNext(state)
                    recurse((state, false))
                } catch {
                    sink.forwardError(error)
                }
            })
        return sink as Node
    }
}

final private class GenerateSink<Element>: Sink<Never, Element> {}
