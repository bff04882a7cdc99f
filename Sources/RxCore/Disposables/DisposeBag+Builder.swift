extension DisposeBag {
    /// Builds the list of disposables a bag is made with or given, one per line:
    ///
    ///     let bag = DisposeBag {
    ///         names.bind(to: label.rx.text)
    ///         taps.subscribe(onNext: save)
    ///     }
    @resultBuilder
    public struct DisposableBuilder {
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }

    /// A bag holding the disposables `builder` lists.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds the disposables `builder` lists, to be disposed with the bag.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }
}
