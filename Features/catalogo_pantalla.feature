# language: es
# Lo que el usuario lee y hace en la pantalla del catálogo, más allá de los ocho escenarios de la especificación BDD.
@catalog
Característica: La pantalla del catálogo
  Como usuario autenticado
  Quiero entender en todo momento qué muestra el catálogo
  Para elegir un producto sin dudas

  Antecedentes:
    Dado que el usuario está autenticado

  @initial-state
  Escenario: Mientras carga, el catálogo lo dice
    Dado que el servidor de productos tarda en responder
    Cuando se abre el catálogo
    Entonces la pantalla se titula "Catálogo"
    Y muestra "Cargando productos..."
    Y no ofrece reintentar

  @initial-state
  Escenario: Al aparecer, el catálogo dice que carga, sin mostrar un instante el estado vacío
    Cuando aparece el catálogo, antes de que empiece a cargar
    Entonces muestra "Cargando productos..."
    Y no ofrece reintentar

  @empty
  Escenario: Un catálogo vacío lo explica sin ofrecer reintentar
    Dado que el servidor de productos responde 200 con una lista vacía
    Cuando se abre el catálogo
    Entonces se muestra "No hay productos" con el texto "No hay productos disponibles en este momento."
    Y no ofrece reintentar

  @error
  Escenario: Un error muestra su título, su mensaje y el botón para reintentar
    Dado que el dispositivo no tiene conexión a internet
    Cuando se abre el catálogo
    Entonces se muestra "Error" con el texto "Sin conexión a internet. Inténtalo de nuevo."
    Y el botón dice "Reintentar"

  @order
  Escenario: Los productos aparecen en el orden en que los envía el servidor
    Dado que el servidor de productos responde con estos productos:
      | id | nombre               | precio | moneda | imagen                          |
      | 30 | Sudadera con capucha | 49.90  | EUR    | https://cdn.example.com/30.png  |
      | 4  | Camiseta básica      | 9.99   | EUR    | https://cdn.example.com/4.png   |
      | 12 | Agenda               | 12     | EUR    | https://cdn.example.com/12.png  |
    Cuando se abre el catálogo
    Entonces la lista muestra, en este orden:
      | nombre               | precio  | imagen                         |
      | Sudadera con capucha | 49,90 € | https://cdn.example.com/30.png |
      | Camiseta básica      | 9,99 €  | https://cdn.example.com/4.png  |
      | Agenda               | 12,00 € | https://cdn.example.com/12.png |

  @price
  Esquema del escenario: El precio se lee con la moneda del producto: <caso>
    Dado que el servidor de productos responde con estos productos:
      | id | nombre          | precio   | moneda   | imagen                        |
      | 1  | Camiseta básica | <precio> | <moneda> | https://cdn.example.com/1.png |
    Cuando se abre el catálogo
    Entonces el producto "Camiseta básica" muestra el precio "<se lee>"

    Ejemplos:
      | caso                         | precio  | moneda | se lee      |
      | euros                        | 29.99   | EUR    | 29,99 €     |
      | dólares                      | 29.99   | USD    | 29,99 US$   |
      | libras                       | 7.5     | GBP    | 7,50 GBP    |
      | yenes, que no usan decimales | 1500    | JPY    | 1500 JPY    |
      | miles con separador          | 12345.5 | EUR    | 12.345,50 € |
      | un producto gratis           | 0       | EUR    | 0,00 €      |

  @price
  Escenario: El precio sigue el idioma del dispositivo
    Dado que el dispositivo está en inglés de Estados Unidos
    Y que el servidor responde con productos válidos
    Cuando se abre el catálogo
    Entonces el producto "Camiseta básica" muestra el precio "€29.99"

  @error
  Escenario: Un fallo que nadie esperaba muestra el error genérico
    Dado que el almacén de productos falla por un motivo que la app no conoce
    Cuando se abre el catálogo
    Entonces se muestra "Error" con el texto "Error inesperado. Inténtalo de nuevo."
    Y el botón dice "Reintentar"

  @selection
  Escenario: Elegir un producto lo deja listo para ver su detalle
    Dado que el servidor responde con productos válidos
    Cuando se abre el catálogo
    Y el usuario elige "Taza de café"
    Entonces el producto elegido es "Taza de café" con el id "2"

  @contract
  Escenario: Abrir el catálogo pide los productos una sola vez
    Dado que el servidor responde con productos válidos
    Cuando se abre el catálogo
    Entonces el servidor de productos recibió 1 petición
    Y la petición pidió los productos con GET, aceptando JSON

  @concurrency
  Escenario: Una respuesta antigua que llega tarde no sustituye a la más reciente
    Dado que el servidor de productos tarda en responder
    Y el catálogo empezó a cargar
    Cuando el catálogo vuelve a cargar y el servidor responde con productos válidos
    Y la respuesta antigua llega después con una lista vacía
    Entonces el usuario ve la lista de productos

  @concurrency
  Escenario: Si el usuario sale mientras la pantalla aún espera, esa respuesta no se publica
    Dado que el servidor de productos tarda en responder
    Y el catálogo empezó a cargar
    Cuando el usuario navega fuera antes de recibir respuesta
    Y la respuesta llega después
    Entonces el catálogo que dejó no publica nada más

  @concurrency
  Escenario: Un catálogo que el usuario ya dejó no vuelve a pedir productos
    Dado que el servidor responde con productos válidos
    Y se abre el catálogo
    Cuando el usuario navega fuera antes de recibir respuesta
    Y el catálogo que dejó intenta cargar de nuevo
    Entonces el servidor de productos recibió 1 petición
    Y el catálogo que dejó no publica nada más

  @concurrency @cancellation
  Escenario: Si la pantalla desaparece justo cuando llega la respuesta, esa respuesta no se publica
    Dado que el servidor de productos tarda en responder
    Y el catálogo empezó a cargar
    Cuando la respuesta llega justo cuando la pantalla desaparece
    Entonces el catálogo sigue mostrando "Cargando productos..."

  @concurrency @retry
  Escenario: Un doble toque en Reintentar deja una sola carga en curso
    Dado que el usuario ve estado de error en Catalog
    Y que el servidor de productos tarda en responder
    Cuando el usuario pulsa Reintentar dos veces seguidas
    Entonces la primera petición se cancela
    Y cuando el servidor responde con productos válidos se muestran una sola vez

  @navigation
  Escenario: Abrir el enlace del catálogo estando en él no lo vuelve a cargar
    Dado que el servidor responde con productos válidos
    Y se abre el catálogo
    Cuando abre el enlace "stackmyarchitecture://catalog"
    Entonces el usuario ve la lista de productos
    Y el servidor de productos recibió 1 petición

  @empty @illustration
  Escenario: Un catálogo vacío se ilustra con un carrito
    Dado que el servidor de productos responde 200 con una lista vacía
    Cuando se abre el catálogo
    Entonces se muestra "No hay productos" con el texto "No hay productos disponibles en este momento."
    Y se ilustra con el símbolo "cart"

  @error @illustration
  Esquema del escenario: Un error se ilustra con el wifi tachado: <caso>
    Dado <causa>
    Cuando se abre el catálogo
    Entonces se muestra "Error" con el texto "<mensaje>"
    Y se ilustra con el símbolo "wifi.slash"

    Ejemplos:
      | caso                    | causa                                                                | mensaje                                              |
      | sin conexión            | que el dispositivo no tiene conexión a internet                      | Sin conexión a internet. Inténtalo de nuevo.         |
      | respuesta que no sirve  | que el servidor de productos responde 500 con productos válidos      | Error al cargar los productos. Inténtalo de nuevo.   |
      | fallo desconocido       | que el almacén de productos falla por un motivo que la app no conoce | Error inesperado. Inténtalo de nuevo.                |
