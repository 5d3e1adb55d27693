# language: es
Característica: Pedir en la cafetería
  Como cliente
  Quiero pedir del menú y pagar
  Para que la cocina prepare lo que pedí

  Antecedentes:
    Dado el menú:
      | producto | precio |
      | café     | 1.50   |
      | tostada  | 2.25   |

  Escenario: El total suma cada línea del pedido
    Cuando pido 2 café
    Y pido 1 tostada
    Entonces el total es 5,25 €

  Escenario: Lo que no está en el menú no se cobra
    Cuando pido 1 café
    Y pido 1 magdalena
    Entonces la caja no acepta "magdalena"
    Y el total es 1,50 €

  @cocina-lenta
  Escenario: Pagar envía el pedido a la cocina aunque tarde
    Cuando pido 2 café
    Y pido 1 tostada
    Y pago
    Entonces la cocina recibe el pedido 1:
      """
      2 × café
      1 × tostada
      """
