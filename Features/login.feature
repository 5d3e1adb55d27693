# language: es
# El comportamiento de Login de login-interface-layer.md, escrito por producto.
@login
Característica: Inicio de sesión
  Como usuario registrado
  Quiero iniciar sesión con mi email y mi contraseña
  Para acceder a las zonas protegidas de la tienda

  @initial-state
  Escenario: La pantalla de inicio de sesión se abre vacía y sin errores
    Cuando el usuario abre la aplicación sin sesión
    Entonces ve la pantalla "Login" con los campos "Email" y "Contraseña" vacíos
    Y el botón dice "Iniciar sesión"
    Y no puede enviar el formulario
    Y no se muestra ningún mensaje de error
    Y no se indica ninguna petición en curso

  @happy-path
  Escenario: Un inicio de sesión correcto entrega la sesión
    Dado que el servidor de autenticación acepta las credenciales
    Cuando el usuario inicia sesión con el email "user@example.com" y la contraseña "pass123"
    Entonces la sesión de "user@example.com" se entrega para continuar la navegación
    Y no se muestra ningún mensaje de error
    Y la carga termina

  @error
  Esquema del escenario: Un intento fallido con «<email>» muestra «<mensaje>»
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
  Esquema del escenario: No se puede enviar con campos vacíos: email «<email>», contraseña «<contraseña>»
    Cuando el usuario escribe el email "<email>" y la contraseña "<contraseña>"
    Entonces no puede enviar el formulario

    Ejemplos:
      | email            | contraseña |
      |                  | pass123    |
      | user@example.com |            |
      |                  |            |

  @validation
  Esquema del escenario: Un email mal escrito no sale del dispositivo: <motivo>
    Dado que el servidor de autenticación acepta las credenciales
    Cuando el usuario inicia sesión con el email "<email>" y la contraseña "pass123"
    Entonces ve el mensaje "El email no tiene un formato válido."
    Y el servidor de autenticación recibió 0 peticiones

    Ejemplos:
      | motivo                           | email                 |
      | no tiene arroba                  | user.example.com      |
      | tiene dos arrobas                | user@mail@example.com |
      | no hay nada antes de la arroba   | @example.com          |
      | no hay nada después de la arroba | user@                 |
      | el dominio no tiene punto        | user@example          |
      | el dominio empieza por punto     | user@.example.com     |
      | el dominio acaba en punto        | user@example.com.     |
      | el dominio tiene dos puntos      | user@example..com     |
      | tiene un espacio dentro          | user name@example.com |

  @validation
  Escenario: Un espacio antes del email no se corrige en silencio
    Cuando el usuario inicia sesión con el email " user@example.com" y la contraseña "pass123"
    Entonces ve el mensaje "El email no tiene un formato válido."
    Y el servidor de autenticación recibió 0 peticiones

  @validation
  Escenario: Un carácter invisible pegado en el email no se envía
    Cuando el usuario inicia sesión con un email que lleva pegado un carácter de control invisible
    Entonces ve el mensaje "El email no tiene un formato válido."
    Y el servidor de autenticación recibió 0 peticiones

  @validation
  Escenario: Si el email y la contraseña fallan, se avisa primero del email
    Cuando el usuario inicia sesión con el email "invalid" y la contraseña ""
    Entonces ve el mensaje "El email no tiene un formato válido."

  @validation
  Esquema del escenario: Lo que el usuario escribe se envía tal cual: <caso>
    Dado que el servidor de autenticación rechaza las credenciales
    Cuando el usuario inicia sesión con el email "<email>" y la contraseña "<contraseña>"
    Entonces el servidor de autenticación recibió 1 petición
    Y la petición llevaba el email "<email>" y la contraseña "<contraseña>"

    Ejemplos:
      | caso                           | email                      | contraseña |
      | email con mayúsculas           | User@Example.COM           | pass123    |
      | email con subdominios          | ana.garcia@mail.example.es | pass123    |
      | contraseña con espacios dentro | user@example.com           | mi clave 1 |
      | contraseña con barras          | user@example.com           | mi/clave/1 |

  @validation
  Escenario: Una contraseña de espacios no está vacía
    Dado que el servidor de autenticación rechaza las credenciales
    Cuando el usuario inicia sesión con el email "user@example.com" y la contraseña "   "
    Entonces la petición llevaba el email "user@example.com" y la contraseña "   "

  @server
  Esquema del escenario: Una respuesta que no es una sesión muestra el error genérico: <respuesta>
    Dado que el servidor de autenticación responde <estado> con <cuerpo>
    Cuando el usuario inicia sesión con el email "user@example.com" y la contraseña "pass123"
    Entonces ve el mensaje "Error inesperado. Inténtalo de nuevo."
    Y no se entrega ninguna sesión
    Y la carga termina

    Ejemplos:
      | respuesta             | estado | cuerpo                     |
      | error del servidor    | 500    | una sesión válida          |
      | acceso prohibido      | 403    | una sesión válida          |
      | petición incorrecta   | 400    | una sesión válida          |
      | creado en vez de OK   | 201    | una sesión válida          |
      | JSON mal formado      | 200    | JSON mal formado           |
      | sin token             | 200    | una sesión sin token       |
      | token vacío           | 200    | una sesión con token vacío |
      | email vacío           | 200    | una sesión con email vacío |
      | token que no es texto | 200    | un token numérico          |

  @server @contract
  Escenario: El inicio de sesión se pide con JSON y espera JSON
    Dado que el servidor de autenticación acepta las credenciales
    Cuando el usuario inicia sesión con el email "user@example.com" y la contraseña "pass123"
    Entonces la petición de inicio de sesión fue un POST a "/auth/login" que envía y acepta JSON

  @server
  Escenario: Unas credenciales rechazadas se explican aunque el servidor no diga nada más
    Dado que el servidor de autenticación responde 401 con un cuerpo vacío
    Cuando el usuario inicia sesión con el email "user@example.com" y la contraseña "wrong"
    Entonces ve el mensaje "Email o contraseña incorrectos."

  @server @connectivity
  Esquema del escenario: Un fallo de la red se explica como falta de conexión: <fallo>
    Dado que la red falla con "<fallo>"
    Cuando el usuario inicia sesión con el email "user@example.com" y la contraseña "pass123"
    Entonces ve el mensaje "Sin conexión a internet. Inténtalo de nuevo."
    Y la carga termina

    Ejemplos:
      | fallo                     |
      | tiempo de espera agotado  |
      | servidor no encontrado    |
      | conexión perdida          |

  @happy-path
  Escenario: El servidor acepta la cuenta que el escenario indica
    Dado que el servidor de autenticación acepta el email "ana@tienda.es" con la contraseña "Tienda-2024"
    Cuando el usuario inicia sesión con el email "ana@tienda.es" y la contraseña "Tienda-2024"
    Entonces la sesión de "ana@tienda.es" se entrega para continuar la navegación
    Y no se muestra ningún mensaje de error

  @happy-path
  Escenario: El servidor que acepta una cuenta rechaza las demás
    Dado que el servidor de autenticación acepta el email "ana@tienda.es" con la contraseña "Tienda-2024"
    Cuando el usuario inicia sesión con el email "user@example.com" y la contraseña "pass123"
    Entonces ve el mensaje "Email o contraseña incorrectos."
    Y no se entrega ninguna sesión
