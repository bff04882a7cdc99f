import Marbles
import RxCocoaSim
import RxCore
import UIKitSim

/// Every process-wide hook a scene replaces while it runs, installed together and restored together.
///
/// While a scene runs on a stage:
/// - every property set on a simulated object goes to the stage (`PropertyChangeLog`), which keeps
///   those of the objects it shows;
/// - an error that reaches a binder goes to the stage's `binding error` lane
///   (`Hooks.bindingErrorHandler`), instead of stopping the program;
/// - a failed RxCocoa check (`Hooks.assertionFailureHandler`: a data source set twice) is printed in
///   the scene's console, and the scene goes on as a release build would;
/// - Drivers and Signals deliver on the scene's virtual clock (`SharingScheduler`);
/// - every simulated object and delegate proxy made is watched by the scene's leak check
///   (`ObjectCreationLog`);
/// - every test observable made from marble text is one of the scene's inputs, and made from a
///   replacement when the run gives one (`MarbleInputs`);
/// - a scene that traces its chains (`Stage.traceChain()`) installs the chain tracer (`ChainTracing`);
/// - every `URLSession.rx` request goes to the stage's network (`Hooks.simulatedNetwork`), in virtual
///   time, never to the internet; and none is logged as a `curl` command
///   (`URLSession.rx.shouldLogRequest`): the scene shows its requests on lanes (`Stage.showNetwork()`);
/// - the app (`UIApplication.shared`, which outlives every scene) starts as an app starts: active,
///   its flags off (put back before the scene, not after);
/// - the lessons' `print` writes to the scene's console (`Stage.current`), and so do `debug` — with
///   the virtual time as its time stamp (`Hooks.debugTimestamp`, `Hooks.debugOutput`) — and the
///   message of an error no subscription handles (`Hooks.defaultErrorHandler`) and, in debug builds,
///   the warning for a subject two threads send into at once (`Hooks.synchronizationAnomaly`).
///
/// When the scene ends, each hook is what it was before, in the reverse order of installing, even if
/// the scene's work throws. Scenes run one at a time: the hooks are the process's.
enum SceneEnvironment {
    /// Runs `body` with the hooks of a scene on `stage` installed (see the type's contract).
    static func run(on stage: Stage, _ body: () throws -> Void) rethrows {
        UIApplication.shared.reset()
        let observation = PropertyChangeLog.observe { [unowned stage] in stage.propertyChanged($0) }
        let saved = (
            bindingError: Hooks.bindingErrorHandler, current: Stage.current,
            debugTimestamp: Hooks.debugTimestamp, debugOutput: Hooks.debugOutput,
            unhandledError: Hooks.defaultErrorHandler, assertionFailure: Hooks.assertionFailureHandler,
            tracer: ChainTracing.tracer, synchronizationAnomaly: Hooks.synchronizationAnomaly,
            marbleInputs: MarbleInputs.current, network: Hooks.simulatedNetwork,
            shouldLogRequest: URLSession.rx.shouldLogRequest
        )
        MarbleInputs.current = stage.marbleInputs
        Hooks.simulatedNetwork = stage.network
        URLSession.rx.shouldLogRequest = { _ in false }
        Hooks.bindingErrorHandler = { [unowned stage] in stage.bindingError($0) }
        Stage.current = stage
        Hooks.debugTimestamp = { [unowned stage] in String(stage.scheduler.clock) }
        Hooks.debugOutput = { [unowned stage] in stage.print($0) }
        Hooks.defaultErrorHandler = { [unowned stage] _, error in
            stage.print("Unhandled error happened: \(error)")
        }
        Hooks.assertionFailureHandler = { [unowned stage] message in
            stage.print(
                Localized(
                    ko: "⚠️ assert 실패: iOS의 디버그 빌드라면 여기서 멈춥니다",
                    en: "⚠️ assertion failed (an iOS debug build stops here): \(message)")[stage.language])
        }
        Hooks.synchronizationAnomaly = { [unowned stage] subject in
            stage.print(
                Localized(
                    ko: """
                        ⚠️ 동기화 이상(Synchronization anomaly) 감지: \(subject)
                          > 문제: 두 스레드가 동시에 이벤트를 방출하고 있어서, 옵저버가 이벤트를
                            겹쳐서 받습니다. 이벤트는 하나씩 온다는 규칙
                            (next* (error | completed)?)이 깨집니다.
                          > 해결: 한 스레드에서만 방출하거나, 직렬 스케줄러를 거쳐서 방출하면
                            됩니다(그 앞에 observe(on:)).
                        """,
                    en: Hooks.synchronizationAnomalyMessage(subject))[stage.language])
        }
        defer {
            URLSession.rx.shouldLogRequest = saved.shouldLogRequest
            Hooks.simulatedNetwork = saved.network
            MarbleInputs.current = saved.marbleInputs
            Hooks.synchronizationAnomaly = saved.synchronizationAnomaly
            ChainTracing.tracer = saved.tracer
            Hooks.assertionFailureHandler = saved.assertionFailure
            Hooks.defaultErrorHandler = saved.unhandledError
            Hooks.debugOutput = saved.debugOutput
            Hooks.debugTimestamp = saved.debugTimestamp
            Stage.current = saved.current
            Hooks.bindingErrorHandler = saved.bindingError
            observation.cancel()
        }
        try ObjectCreationLog.observe({ [unowned stage] in stage.objectWatch.made($0) }) {
            try SharingScheduler.mock(scheduler: stage.scheduler, action: body)
        }
    }
}
