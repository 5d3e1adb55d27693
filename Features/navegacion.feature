# language: es
# Adónde lleva la app: la pantalla inicial según la sesión, los enlaces, el destino pendiente y el cierre de sesión.
@navigation
Característica: Navegación y sesión
  Como usuario de la tienda
  Quiero que la app me lleve a donde pedí, y solo con una sesión válida a lo protegido
  Para no perderme ni ver lo que no debo

  @initial-state
  Escenario: Con una sesión válida la app se abre en el catálogo
    Dado que el usuario está autenticado
    Cuando abre la aplicación
    Entonces ve la pantalla "Catálogo"

  @session
  Escenario: Una sesión sin token no abre el catálogo
    Dado que hay una sesión guardada con el token vacío
    Cuando abre la aplicación
    Y intenta ir al catálogo
    Entonces ve la pantalla "Login"

  @deep-link
  Esquema del escenario: Un enlace lleva a su pantalla: <enlace>
    Dado que el usuario está autenticado
    Y que la app muestra la pantalla "<desde>"
    Cuando abre el enlace "<enlace>"
    Entonces ve la pantalla "<pantalla>"

    Ejemplos:
      | enlace                                         | desde    | pantalla |
      | stackmyarchitecture://login                    | Catálogo | Login    |
      | stackmyarchitecture://catalog                  | Login    | Catálogo |
      | https://stackmyarchitecture.example/login      | Catálogo | Login    |
      | https://stackmyarchitecture.example/catalog    | Login    | Catálogo |
      | https://stackmyarchitecture.example/Catalog/42 | Login    | Catálogo |
      | http://stackmyarchitecture.example/catalog     | Login    | Catálogo |

  @deep-link
  Esquema del escenario: Un enlace que la app no conoce se ignora: <enlace>
    Dado que el usuario está autenticado
    Y que la app muestra la pantalla "Catálogo"
    Cuando abre el enlace "<enlace>"
    Entonces el enlace no se reconoce
    Y ve la pantalla "Catálogo"

    Ejemplos:
      | enlace                                           |
      | stackmyarchitecture://perfil                     |
      | https://stackmyarchitecture.example/             |
      | https://stackmyarchitecture.example/perfil/login |
      | mailto:login@example.com                         |

  @session
  Escenario: Volver a Login por cuenta propia olvida el destino pendiente
    Dado que el usuario no tiene sesión válida
    Y intentó abrir el catálogo y la app le pidió iniciar sesión
    Cuando vuelve a la pantalla de Login por su cuenta
    Entonces no queda ningún destino pendiente

  @session
  Escenario: Abrir el enlace de Login estando en Login conserva lo escrito
    Dado que el usuario no tiene sesión válida
    Y el usuario escribe el email "user@example.com" y la contraseña "pass123"
    Cuando abre el enlace "stackmyarchitecture://login"
    Entonces el formulario conserva el email "user@example.com" y la contraseña "pass123"

  @session
  Escenario: Cerrar sesión vuelve a Login y protege el catálogo
    Dado que el usuario está autenticado
    Y que la app muestra la pantalla "Catálogo"
    Cuando cierra la sesión
    Entonces ve la pantalla "Login"
    Y no queda ninguna sesión guardada
    Y al intentar ir al catálogo se le pide iniciar sesión
