@_exported import Marbles
@_exported import NetworkSim
@_exported import RxBlocking
@_exported import RxCocoaSim
@_exported import RxCore
@_exported import RxGestureSim
@_exported import RxVirtualTime
@_exported import UIKitSim
