struct Photo {
    let name: String
}
