@_exported import RxCore
@_exported import RxVirtualTime
@_exported import UIKitSim
@_exported import RxCocoaSim
