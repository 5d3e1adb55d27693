import SpecRunner

/// *parameter-types*: a custom parameter type with two capture groups.
enum ParameterTypesSample {
    struct Flight: Sendable, Equatable {
        let from: String
        let to: String
    }

    static let steps = Steps(SampleWorld.self) {
        DefineParameterType(name: "flight", regexp: "([A-Z]{3})-([A-Z]{3})") { groups in
            Flight(from: groups[0] ?? "", to: groups[1] ?? "")
        }
        Given("{flight} has been delayed") { (_, flight: Flight) in
            try expect(flight.from, equals: "LHR")
            try expect(flight.to, equals: "CDG")
        }
    }
}
