# language: es
# Cada forma en que el servidor de productos puede responder, y lo que el usuario ve en cada caso.
@catalog @server
Característica: Las respuestas del servidor de productos
  Como usuario autenticado
  Quiero que el catálogo nunca me muestre datos corruptos ni confunda un fallo con un catálogo vacío
  Para confiar en lo que veo

  Antecedentes:
    Dado que el usuario está autenticado

  Esquema del escenario: Una respuesta que no es un catálogo muestra el error de carga: <respuesta>
    Dado que el servidor de productos responde <estado> con productos válidos
    Cuando se abre el catálogo
    Entonces se muestra "Error" con el texto "Error al cargar los productos. Inténtalo de nuevo."
    Y el botón dice "Reintentar"

    Ejemplos:
      | respuesta          | estado |
      | creado             | 201    |
      | sin contenido      | 204    |
      | no autorizado      | 401    |
      | no encontrado      | 404    |
      | error del servidor | 500    |

  Esquema del escenario: Un producto que incumple el contrato invalida toda la respuesta: <defecto>
    Dado que el servidor de productos responde con estos productos:
      | id   | nombre          | precio   | moneda   | imagen                        |
      | 1    | Camiseta básica | 29.99    | EUR      | https://cdn.example.com/1.png |
      | <id> | <nombre>        | <precio> | <moneda> | <imagen>                      |
      | 3    | Agenda          | 12       | EUR      | https://cdn.example.com/3.png |
    Cuando se abre el catálogo
    Entonces se muestra "Error" con el texto "Error al cargar los productos. Inténtalo de nuevo."
    Y no se muestra ningún producto

    Ejemplos:
      | defecto                      | id | nombre | precio  | moneda | imagen                        |
      | sin id                       |    | Gorra  | 12.5    | EUR    | https://cdn.example.com/9.png |
      | sin nombre                   | 9  |        | 12.5    | EUR    | https://cdn.example.com/9.png |
      | precio negativo              | 9  | Gorra  | -0.01   | EUR    | https://cdn.example.com/9.png |
      | precio escrito como texto    | 9  | Gorra  | "12.50" | EUR    | https://cdn.example.com/9.png |
      | moneda en minúsculas         | 9  | Gorra  | 12.5    | eur    | https://cdn.example.com/9.png |
      | moneda de dos letras         | 9  | Gorra  | 12.5    | EU     | https://cdn.example.com/9.png |
      | moneda de cuatro letras      | 9  | Gorra  | 12.5    | EURO   | https://cdn.example.com/9.png |
      | imagen por FTP               | 9  | Gorra  | 12.5    | EUR    | ftp://cdn.example.com/9.png   |
      | imagen sin dirección web     | 9  | Gorra  | 12.5    | EUR    | gorra.png                     |
      | imagen sin servidor          | 9  | Gorra  | 12.5    | EUR    | https:///9.png                |

  Escenario: Un producto con el nombre en blanco invalida toda la respuesta
    Dado que el servidor de productos responde con un producto válido y otro cuyo nombre son solo espacios
    Cuando se abre el catálogo
    Entonces se muestra "Error" con el texto "Error al cargar los productos. Inténtalo de nuevo."
    Y no se muestra ningún producto

  @connectivity
  Esquema del escenario: Un fallo de la red es un error de conexión, nunca un catálogo vacío: <fallo>
    Dado que la red falla con "<fallo>"
    Cuando se abre el catálogo
    Entonces se muestra "Error" con el texto "Sin conexión a internet. Inténtalo de nuevo."
    Y el botón dice "Reintentar"

    Ejemplos:
      | fallo                    |
      | sin conexión             |
      | tiempo de espera agotado |
      | servidor no encontrado   |
      | conexión perdida         |

  @cancellation
  Esquema del escenario: Una carga cancelada nunca se confunde con un resultado: <respuesta tardía>
    Dado que el servidor de productos tarda en responder
    Y la carga de productos empezó
    Cuando la carga se cancela
    Y el servidor responde después <respuesta tardía>
    Entonces la carga termina cancelada, sin productos ni error

    Ejemplos:
      | respuesta tardía        |
      | con productos válidos   |
      | con un error 500        |

  Escenario: Una respuesta 200 sin cuerpo es un error de carga, nunca un catálogo vacío
    Dado que el servidor de productos responde 200 con un cuerpo vacío
    Cuando se abre el catálogo
    Entonces se muestra "Error" con el texto "Error al cargar los productos. Inténtalo de nuevo."
    Y se ilustra con el símbolo "wifi.slash"
    Y el botón dice "Reintentar"

  @connectivity
  Escenario: Si el servidor no contesta, la app deja de esperar a los 10 segundos
    Dado que el servidor de productos no contesta
    Cuando se abre el catálogo
    Entonces a los 10 segundos se muestra "Error" con el texto "Sin conexión a internet. Inténtalo de nuevo."
    Y el botón dice "Reintentar"
