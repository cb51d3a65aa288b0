// `import Combine` as iOS code writes it: Apple's Combine names from OpenCombine (publishers,
// subscribers, subjects, `AnyCancellable`, `@Published`, `ObservableObject`), with its
// Foundation and Dispatch parts: `NotificationCenter.publisher(for:object:)`,
// `Timer.publish(every:on:in:)`, `URLSession.dataTaskPublisher(for:)`, and `DispatchQueue`,
// `RunLoop` and `OperationQueue` as schedulers.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
