@_exported import RxCore
@_exported import RxVirtualTime
