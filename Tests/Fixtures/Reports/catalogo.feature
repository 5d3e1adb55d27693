# language: es
@catalogo @historia-7
Característica: Catálogo en español
  Los informes usan el idioma de la característica.

  Escenario: Lista de productos
    Dado que el catálogo tiene 3 productos
    Cuando el usuario abre el catálogo
    Entonces ve 3 productos

  Escenario: Lista incompleta
    Dado que el catálogo tiene 2 productos
    Cuando el usuario abre el catálogo
    Entonces ve 5 productos

  Regla: Los productos agotados no se muestran

    Escenario: Producto agotado
      Dado que el catálogo tiene 1 productos
      Cuando un producto se agota
      Entonces ve 0 productos
