import SwiftSyntax

/// The object a target–action pair sends to, captured weakly in the closure that replaces the
/// pair, as UIKit holds a target weakly.
struct WeakTarget {
    /// The capture list's entry: `weak self`, `weak model`, `weak target = self.model`.
    let capture: String
    /// What the closure calls the handler on: `self?`, `model?`, `target?`.
    let receiver: String

    /// `self`, held weakly.
    static let selfTarget = WeakTarget(capture: "weak self", receiver: "self?")

    private init(capture: String, receiver: String) {
        (self.capture, self.receiver) = (capture, receiver)
    }

    /// The target `expression` names, or nil for `nil` (the responder chain, which the porter
    /// cannot follow).
    init?(_ expression: ExprSyntax) {
        if expression.is(NilLiteralExprSyntax.self) { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            capture = "weak \(reference.baseName.text)"
            receiver = "\(reference.baseName.text)?"
        } else {
            capture = "weak target = \(expression.trimmedDescription)"
            receiver = "target?"
        }
    }
}

/// What an action closure is given, and how it hands that to the handler's parameter.
struct ClosureArgument {
    /// The closure's parameter: `action`, `recognizer`, `notification`.
    let parameter: String
    /// The value the handler is sent: `action.sender`, `recognizer`, `notification`.
    let value: String
    /// The value's static type: `Any?`, `UIGestureRecognizer`, `Notification`.
    let type: String

    /// A `UIAction`'s: the control (or bar button item) that sent it.
    static let actionSender = ClosureArgument(parameter: "action", value: "action.sender", type: "Any?")
    /// A gesture recognizer's action: the recognizer.
    static let recognizer = ClosureArgument(parameter: "recognizer", value: "recognizer", type: "UIGestureRecognizer")
    /// A key command's action: the command.
    static let keyCommand = ClosureArgument(parameter: "command", value: "command", type: "UIKeyCommand")
    /// A menu command's action: the command.
    static let command = ClosureArgument(parameter: "command", value: "command", type: "UICommand")
    /// A timer's block: the timer.
    static let timer = ClosureArgument(parameter: "timer", value: "timer", type: "Timer")
    /// A display link's action: the link.
    static let displayLink = ClosureArgument(parameter: "link", value: "link", type: "CADisplayLink")
    /// A notification observer's block: the notification.
    static let notification = ClosureArgument(parameter: "notification", value: "notification", type: "Notification")

    /// The value, converted for a parameter declared as `parameterType`.
    func passed(as parameterType: String) -> String {
        let isOptional = parameterType.hasSuffix("?") || parameterType.hasSuffix("!")
        let base = isOptional ? String(parameterType.dropLast()) : parameterType
        if parameterType == type || base == type {
            return value
        }
        switch base {
        case "Any":
            return type.hasSuffix("?") && !isOptional ? "\(value) as Any" : value
        case "AnyObject":
            return "\(value) as AnyObject\(isOptional ? "?" : "")"
        case "NSNotification" where type == "Notification":
            return "NSNotification(name: \(value).name, object: \(value).object, userInfo: \(value).userInfo)"
        default:
            return isOptional ? "\(value) as? \(base)" : "\(value) as! \(base)"
        }
    }
}

/// The closure that replaces a target–action pair: `{ [weak self] action in
/// self?.tapped(action.sender as! UIButton) }`.
enum ActionClosure {
    /// The closure sending `handler` to `target` with `argument`, or nil where the handler
    /// takes more than one parameter, or one whose type is unknown and `assumingType` is false
    /// (a notification handler's parameter, undeclared, is taken to be a `Notification`).
    static func text(target: WeakTarget, handler: Handler, argument: ClosureArgument, assumingType: Bool = false) -> String? {
        switch handler.labels.count {
        case 0:
            return "{ [\(target.capture)] _ in \(handler.call(on: target.receiver, with: [])) }"
        case 1:
            let passed: String
            if let type = handler.parameterTypes?.first {
                passed = argument.passed(as: type)
            } else if assumingType {
                passed = argument.value
            } else {
                return nil
            }
            return "{ [\(target.capture)] \(argument.parameter) in \(handler.call(on: target.receiver, with: [passed])) }"
        default:
            return nil
        }
    }
}
