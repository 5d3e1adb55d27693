#if canImport(SwiftUI)
    import SwiftUI

    /// The Login screen: a form bound to a ``LoginViewModel``, with no logic or text of its own.
    public struct LoginView: View {
        @State private var viewModel: LoginViewModel

        /// Creates the screen over its model.
        public init(viewModel: LoginViewModel) {
            _viewModel = State(wrappedValue: viewModel)
        }

        /// The form: email, password, the error if any, and the submit button.
        public var body: some View {
            Form {
                Section {
                    TextField(viewModel.emailLabel, text: $viewModel.email)
                        .autocorrectionDisabled()
                        .emailKeyboard()
                    SecureField(viewModel.passwordLabel, text: $viewModel.password)
                }

                if let error = viewModel.errorMessage {
                    Section {
                        Text(error)
                            .foregroundStyle(.red)
                            .font(.callout)
                    }
                }

                Section {
                    Button {
                        Task { await viewModel.submit() }
                    } label: {
                        if viewModel.isLoading {
                            ProgressView()
                                .frame(maxWidth: .infinity)
                        } else {
                            Text(viewModel.submitTitle)
                                .frame(maxWidth: .infinity)
                        }
                    }
                    .disabled(!viewModel.canSubmit)
                }
            }
            .navigationTitle(viewModel.title)
        }
    }

    extension View {
        /// The keyboard and autofill hints of an email field, where the platform has them.
        @ViewBuilder
        fileprivate func emailKeyboard() -> some View {
            #if os(iOS)
                self.textContentType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .keyboardType(.emailAddress)
            #else
                self
            #endif
        }
    }
#endif
