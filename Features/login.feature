# language: es
# El comportamiento de Login de login-interface-layer.md, escrito por producto.
@login
Característica: Inicio de sesión
  Como usuario registrado
  Quiero iniciar sesión con mi email y mi contraseña
  Para acceder a las zonas protegidas de la tienda

  @happy-path
  Escenario: Un inicio de sesión correcto entrega la sesión
    Dado que el servidor de autenticación acepta las credenciales
    Cuando el usuario inicia sesión con el email "user@example.com" y la contraseña "pass123"
    Entonces la sesión de "user@example.com" se entrega para continuar la navegación
    Y no se muestra ningún mensaje de error
    Y la carga termina

  @error
  Esquema del escenario: Un intento fallido muestra su mensaje exacto
    Dado que el servidor de autenticación <responde>
    Cuando el usuario inicia sesión con el email "<email>" y la contraseña "<contraseña>"
    Entonces ve el mensaje "<mensaje>"
    Y no se entrega ninguna sesión
    Y el servidor de autenticación recibió <peticiones> peticiones
    Y la carga termina

    @validation
    Ejemplos: Datos que no salen del dispositivo
      | responde                | email            | contraseña | mensaje                             | peticiones |
      | acepta las credenciales | invalid          | pass123    | El email no tiene un formato válido. | 0          |
      | acepta las credenciales | user@example     | pass123    | El email no tiene un formato válido. | 0          |
      | acepta las credenciales | user@example.com |            | La contraseña no puede estar vacía.  | 0          |

    @server
    Ejemplos: Respuestas del servidor
      | responde                 | email            | contraseña | mensaje                                      | peticiones |
      | rechaza las credenciales | user@example.com | wrong      | Email o contraseña incorrectos.              | 1          |
      | no es alcanzable         | user@example.com | pass123    | Sin conexión a internet. Inténtalo de nuevo. | 1          |

  @retry
  Escenario: Un nuevo intento limpia el error anterior
    Dado que el servidor de autenticación rechaza las credenciales
    Y el usuario inició sesión sin éxito con el email "user@example.com" y la contraseña "wrong"
    Y el servidor de autenticación tarda en responder
    Cuando el usuario vuelve a intentarlo con la contraseña "pass123"
    Entonces mientras se procesa el nuevo intento no se muestra el error anterior
    Cuando el servidor de autenticación acepta la petición pendiente
    Entonces la sesión de "user@example.com" se entrega para continuar la navegación
    Y la carga termina

  @concurrency
  Escenario: No se puede enviar mientras hay una petición en curso
    Dado que el servidor de autenticación tarda en responder
    Cuando el usuario inicia sesión con el email "user@example.com" y la contraseña "wrong"
    Entonces se indica que la petición está en curso
    Y no puede enviar el formulario
    Y pulsar de nuevo no envía otra petición
    Cuando el servidor de autenticación rechaza la petición pendiente
    Entonces la carga termina
    Y ve el mensaje "Email o contraseña incorrectos."
    Y puede enviar el formulario

  @edge
  Esquema del escenario: No se puede enviar con campos vacíos
    Cuando el usuario escribe el email "<email>" y la contraseña "<contraseña>"
    Entonces no puede enviar el formulario

    Ejemplos:
      | email            | contraseña |
      |                  | pass123    |
      | user@example.com |            |
      |                  |            |
