import Foundation

#if !canImport(Darwin)
/// Core Foundation's string type, which Core Graphics' names (`CGColorSpace.sRGB`) are: Linux's
/// Foundation has no Core Foundation types, so it is `NSString`, to which Darwin bridges it
/// toll-free (`name as String` and `"name" as CFString` work as there).
public typealias CFString = NSString

/// Core Foundation's data type (`CGDataProvider(data:)`): `NSData` here, to which Darwin
/// bridges it toll-free (`data as CFData` and `cfData as Data` work as there).
public typealias CFData = NSData

/// Core Foundation's dictionary type (options of Core Graphics calls): `NSDictionary` here.
public typealias CFDictionary = NSDictionary

/// Core Foundation's array type (a gradient's colors: `[color1, color2] as CFArray`):
/// `NSArray` here.
public typealias CFArray = NSArray
#endif

#if !canImport(Darwin)
/// Core Foundation's URL type (`CGDataProvider(url:)`): `NSURL` here, to which Darwin bridges it
/// toll-free (`url as CFURL` works as there).
public typealias CFURL = NSURL
#endif

#if !canImport(Darwin)
/// Core Foundation's type of any object (`CATextLayer.font` takes a font or its name): any
/// class instance, as Swift imports it on Darwin.
public typealias CFTypeRef = AnyObject
#endif
