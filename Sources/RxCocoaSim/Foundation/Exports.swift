// As on a Mac, where Foundation has it, code that imports the sandbox finds `URLSession`,
// `URLRequest` and `HTTPURLResponse` (`URLSession.rx`): on Linux they live in FoundationNetworking.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
