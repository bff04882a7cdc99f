import NetworkSim
import RxCore

extension Hooks {
    /// The network `URLSession.rx` requests go to: the internet when `nil` (the default), else this
    /// simulated one. A lesson's scene installs its stage's (`stage.network`) for the time it runs; a
    /// test may install its own too (and put back what was there).
    public static var simulatedNetwork: SimulatedNetwork?
}
