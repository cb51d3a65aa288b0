
let defaultSize = CGSize(width: 44, height: 44)
