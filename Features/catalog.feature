# Los ocho escenarios de la especificación BDD de Catalog (catalog-bdd-spec.md), palabra por palabra.
@catalog
Feature: Catálogo de productos
  Como usuario autenticado
  Quiero ver productos disponibles
  Para explorar lo que ofrece la tienda

  @happy-path
  Scenario: Carga exitosa con productos disponibles
    Given el usuario está autenticado
    And el servidor responde con productos válidos
    When la pantalla Catalog se carga
    Then el usuario ve la lista de productos
    And cada producto muestra nombre, precio e imagen
    And el estado de carga desaparece

  @empty
  Scenario: Respuesta válida sin productos
    Given el usuario está autenticado
    And el servidor responde 200 con lista vacía
    When la pantalla Catalog se carga
    Then el usuario ve un estado vacío amigable
    And NO se muestra error de conectividad

  @error @connectivity
  Scenario: No hay conexión de red
    Given el usuario está autenticado
    And el dispositivo no tiene conexión a internet
    When Catalog intenta cargar productos
    Then el usuario ve mensaje de error de conectividad
    And se ofrece acción de reintentar
    And NO se muestra estado vacío

  @error @invalid-data
  Scenario: El backend devuelve payload inválido
    Given el usuario está autenticado
    And el servidor responde con JSON inválido o inesperado
    When Catalog intenta decodificar la respuesta
    Then el usuario ve un error genérico de carga
    And se ofrece reintentar

  @retry
  Scenario: El usuario reintenta y la carga se recupera
    Given el usuario ve estado de error en Catalog
    And la conectividad vuelve a estar disponible
    When el usuario pulsa Reintentar
    Then Catalog vuelve a estado loading
    And finalmente muestra productos cargados

  @session @navigation
  Scenario: Acceso a ruta protegida sin sesión
    Given el usuario no tiene sesión válida
    When intenta acceder a Catalog por navegación interna o deep link
    Then el sistema redirige a Login
    And conserva intención de navegación cuando aplique

  @concurrency @cancellation
  Scenario: Usuario abandona la pantalla durante la carga
    Given Catalog está en estado loading
    When el usuario navega fuera antes de recibir respuesta
    Then la tarea de carga se cancela
    And no se publica un estado tardío que ensucie la UI

  @edge @duplicates
  Scenario: El backend devuelve productos duplicados
    Given el usuario está autenticado
    And la respuesta contiene IDs duplicados
    When Catalog procesa la respuesta
    Then el sistema aplica política de normalización definida
    And NO rompe la UI por identidad inconsistente
