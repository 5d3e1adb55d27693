/// The catalog loading failures the business distinguishes.
///
/// There is no `unauthorized`: the products contract needs no credentials, and access to the
/// Catalog screen is decided by the coordinator before it is shown (see `docs/app.md`).
public enum CatalogError: Error, Equatable, Sendable {
    /// The server could not be reached (no internet, timeout, DNS…).
    case connectivity
    /// An answer arrived but it is not a valid catalog (malformed or unexpected JSON, a status other
    /// than `200`).
    case invalidData
}
