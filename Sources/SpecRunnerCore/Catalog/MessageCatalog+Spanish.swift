extension MessageCatalog {
    /// Spanish (`es`): the language of this repository's product owners.
    static let spanish = MessageCatalog(
        code: "es",
        decimalSeparator: ",",
        percentSpacing: "\u{00A0}",
        texts: [
            .statusPassed: "superado|superados",
            .statusFailed: "fallido|fallidos",
            .statusAmbiguous: "ambiguo|ambiguos",
            .statusUndefined: "sin definir|sin definir",
            .statusPending: "pendiente|pendientes",
            .statusSkipped: "omitido|omitidos",
            .statusUnknown: "desconocido|desconocidos",
            .failingScenarios: "Escenarios que fallan:",
            .scenarioCount: "{0} escenario|{0} escenarios",
            .stepCount: "{0} paso|{0} pasos",
            .flakyCount: "{0} inestable|{0} inestables",
            .notRunCount: "{0} sin ejecutar",
            .coverageBound: "Cobertura: {0}/{1} escenarios implementados ({2})",
            .coveragePassed: ", {0}/{1} superados ({2})",
            .gateHeld: "Umbral de cobertura cumplido: al menos {0} implementado",
            .gateFailed: "Umbral de cobertura no cumplido: {0} implementado, por debajo del mínimo de {1}",
            .gateFailedError:
                "umbral de cobertura no cumplido: {0}/{1} escenarios implementados ({2}), por debajo de --coverage-min {3}",
            .scenariosNotBound: "Escenarios sin implementar:",
            .coverageBy: "Cobertura por {0}:",
            .coverageByFeature: "característica",
            .coverageByRule: "regla",
            .coverageByTag: "etiqueta",
            .groupBound: "{0}: {1}/{2} implementados ({3})",
            .groupPassed: ", {0}/{1} superados ({2})",
            .dryRunPendingNote:
                "(un ensayo encuentra los pasos sin definir y los ambiguos; los pendientes solo aparecen al ejecutar)",
            .warningsBeforeRun:
                "{0} aviso sobre los archivos de especificación, mostrado antes de la ejecución|{0} avisos sobre los archivos de especificación, mostrados antes de la ejecución",
            .unusedDefinitions: "Definiciones de pasos sin usar:",
            .randomizedOrder: "Orden aleatorio con --order {0} (vuelve a pasarlo para repetir este orden)",
            .dryRunNote: "Ensayo: se buscó la definición de cada paso, no se ejecutó código.",
            .finishedIn: "Terminado en {0}",
            .undefinedStep: "Paso sin definir \"{0}\"",
            .undefinedStepAt: " en {0}",
            .typographicQuotesHint:
                "“…” y «…» son comillas tipográficas: un argumento {string} va entre comillas rectas (\"…\")",
            .didYouMean: "¿Quisiste decir?:",
            .implementItWith: "Impleméntalo con:",
            .lostText: "Escrito pero nunca comprobado: {0} ({1})",
            .lostScenarios: "{0} escenario|{0} escenarios",
            .lostSteps: "{0} paso|{0} pasos",
            .lostExamples: "{0} tabla de ejemplos|{0} tablas de ejemplos",
            .lostLines:
                "{0} línea más leída como texto de la descripción|{0} líneas más leídas como texto de la descripción",
            .lostPlaceholders:
                "{0} marcador que no nombra ninguna columna|{0} marcadores que no nombran ninguna columna",
            .lostEmptyExamples: "{0} tabla de ejemplos sin filas|{0} tablas de ejemplos sin filas",
            .lostUnusedColumns:
                "{0} columna de ejemplos que ningún paso usa|{0} columnas de ejemplos que ningún paso usa",
            .lostFiles: "{0} archivo sin leer|{0} archivos sin leer",
            .lostTags:
                "{0} etiqueta a una o dos letras de --tags|{0} etiquetas a una o dos letras de --tags",
            .noStepsReason: "sin pasos: todavía no comprueba nada",
            .undefinedStepReason: "paso sin definir \"{0}\" en {1}",
            .ambiguousStepReason: "paso ambiguo \"{0}\" en {1}: coincide con {2} definiciones",
            .pendingStepReason: "paso pendiente \"{0}\" en {1}",
            .expectExpected: "se esperaba: {0}",
            .expectGot: "  se obtuvo: {0}",
            .expectAt: "en {0}",
            .stepThrewUndescribedError:
                "el código del paso lanzó {0}, un error que no dice qué falló (dale una errorDescription de LocalizedError o una description de CustomStringConvertible)",
            .stepTimedOut: "superó el tiempo límite de {0}; se canceló la tarea del paso",
            .stepNotRunInterrupted: "no se ejecutó: la ejecución se interrumpió",
            .stepNotFinishedInterrupted: "no terminó: la ejecución se interrumpió",
            .stepNotRunWorkerSignal: "no se ejecutó: su proceso trabajador recibió {0}",
            .stepNotFinishedWorkerSignal: "no terminó: su proceso trabajador recibió {0}",
            .aSignal: "una señal",
            .stepAt: "paso en {0}",
            .hookAt: "gancho en {0}",
            .definitionAt: "definición en {0}",
            .stepIgnoredTimeout:
                "el {0} siguió pasado --timeout {1} y no se detuvo al cancelarlo ({2} s más); un paso que no atiende a "
                + "la cancelación no se puede detener en este proceso, así que la ejecución termina aquí. Ejecuta con "
                + "--jobs 1 para que se termine el proceso trabajador de ese paso y se ejecute el resto",
            .runHookIgnoredTimeout:
                "un gancho de la ejecución siguió pasado --timeout {0} y no se detuvo al cancelarlo ({1} s más); un paso "
                + "que no atiende a la cancelación no se puede detener en este proceso, así que la ejecución termina "
                + "aquí. Ejecuta con --jobs 1 para que se termine el proceso trabajador de ese paso y se ejecute el resto",
            .workerKilledAfterTimeout:
                "superó el tiempo límite de {0} y no se detuvo al cancelarlo, así que su proceso trabajador se terminó "
                + "{1} s después",
            .workerCrashedInScenario:
                "falló de golpe: {0} mientras ejecutaba este escenario; no se sabe en qué paso (un proceso trabajador "
                + "terminado desde fuera no puede enviar los resultados que tiene)",
            .workerCrashedInStep: "falló de golpe: {0} mientras ejecutaba este paso",
            .verdictDryRunGreen:
                "Todos los escenarios están implementados: cada paso tiene exactamente una definición.",
            .verdictGreen: "La especificación está implementada por completo y en verde.",
            .verdictNotPassed: "{0} escenario no pasó|{0} escenarios no pasaron",
            .verdictUnbound: "{0} de {1} escenarios no está implementado|{0} de {1} escenarios no están implementados",
            .verdictStepless: "{0} escenario no tiene pasos|{0} escenarios no tienen pasos",
            .verdictLost:
                "{0} parte de los archivos de especificación nunca se comprueba|{0} partes de los archivos de especificación nunca se comprueban",
            .verdictNotGreenYet: "La especificación todavía no está en verde.",
            .verdictDryRunList: "Todavía hay escenarios sin implementar: {0}.",
            .verdictList: "La especificación no está en verde: {0}.",
            .hook: "gancho {0}",
            .beforeAllHook: "gancho BeforeAll",
            .afterAllHook: "gancho AfterAll",
            .beforeHook: "gancho Before",
            .afterHook: "gancho After",
            .attempt: "(intento {0})",
            .stepDefinition: "definición del paso: {0}",
            .retrying: "↻ falló; se reintenta",
            .attached: "[adjunto {0}]",
            .ambiguousMatches: "\"{0}\" coincide con {1} definiciones de pasos:",
            .failures: "Fallos:",
            .progressCounter: " {0}/{1} escenarios",
            .progressNotPassed: ", {0} sin superar",
            .listSeparator: ", ",
            .listLastSeparator: " o ",
            .error: "error",
            .warning: "aviso",
            .hint: "pista",
            .moreParseErrors:
                "(y {0} error más en este archivo, que puede venir de este: corrígelo y vuelve a ejecutar)|(y {0} errores más en este archivo, que pueden venir de este: corrígelo y vuelve a ejecutar)",
            .didYouMeanValue: "¿quisiste decir {0}?",
            .langUnknown: "--lang {0} desconocido: el ejecutor no habla ese idioma",
            .langHint: "usa uno de {0}",
            .profileBadSection: "una línea de perfil se escribe [nombre]",
            .profileSectionHint: "empieza cada perfil con una línea [nombre], por ejemplo [default] o [ci]",
            .profileBadLine: "se esperaba [perfil] o clave = valor",
            .profileLineHint:
                "escribe un ajuste por línea, por ejemplo format = junit:reports/junit.xml; # empieza un comentario",
            .profileUnknownKey: "clave desconocida {0}",
            .profileKeysHint: "las claves son {0}",
            .profileKeyOutsideProfile: "{0} se fija antes de cualquier línea [perfil]",
            .profileBadFlag: "{0} admite true o false, no {1}",
            .profileFlagHint: "escribe {0} = true o {0} = false",
            .profileUnknown: "perfil desconocido {0} (--profile): {1} no lo define",
            .profileDefined: "los perfiles definidos son: {0}",
            .profileNoFile: "--profile {0}: no hay {1} en esta carpeta",
            .profileNoFileHint: "escribe los perfiles en {0} en la raíz del paquete (README: Perfiles)",
            .profileEntryInvalid: "{0}: {1}",
            .profileUnreadable: "no se pueden leer los perfiles: {0}",
            .profileUnreadableHint: "haz de {0} un archivo de texto UTF-8 legible, o quítalo",
            .profileNotUTF8: "esta línea no es texto UTF-8",
            .usageShardTimingsNeedShard: "--shard-timings necesita --shard I/N",
            .usageShardTimingsHint: "o ejecútalo con bazel test y shard_count",
            .usageHTMLOnly: "{0} es para el informe HTML, y no se ha pedido --format html",
            .usageHTMLOnlyHint: "añade --format html:reports/report.html",
            .htmlTitle: "Informe de la especificación",
            .htmlDryRunNotice: "Ejecución en seco: cada paso se emparejó con su definición, pero no se ejecutó código.",
            .htmlRunError: "La ejecución se detuvo por un error; los escenarios posteriores no se ejecutaron:",
            .htmlScenarios: "Escenarios",
            .htmlSteps: "Pasos",
            .htmlDuration: "Duración",
            .htmlStarted: "Inicio",
            .htmlStatusPluralPassed: "Superados",
            .htmlStatusPluralFailed: "Fallidos",
            .htmlStatusPluralAmbiguous: "Ambiguos",
            .htmlStatusPluralUndefined: "Sin definir",
            .htmlStatusPluralPending: "Pendientes",
            .htmlStatusPluralSkipped: "Omitidos",
            .htmlStatusPluralUnknown: "Desconocidos",
            .htmlStatusSingularPassed: "superado",
            .htmlStatusSingularFailed: "fallido",
            .htmlStatusSingularAmbiguous: "ambiguo",
            .htmlStatusSingularUndefined: "sin definir",
            .htmlStatusSingularPending: "pendiente",
            .htmlStatusSingularSkipped: "omitido",
            .htmlStatusSingularUnknown: "desconocido",
            .htmlFlaky: "inestable: pasó al reintentarlo",
            .htmlFlakyPlural: "Inestables",
            .htmlNotRun: "no ejecutado",
            .htmlNotRunPlural: "No ejecutados",
            .htmlFailingScenarios: "Escenarios que no pasaron",
            .htmlCoverage: "Cobertura de escenarios",
            .htmlBound: "Implementados (cada paso tiene definición)",
            .htmlPassing: "Superados",
            .htmlGateHeld: "Umbral de cobertura cumplido: al menos",
            .htmlGateFailed: "Umbral de cobertura no cumplido: se exige al menos",
            .htmlByFeature: "Por característica",
            .htmlByRule: "Por regla",
            .htmlByTag: "Por etiqueta",
            .htmlName: "Nombre",
            .htmlUnbound: "Escenarios aún sin implementar",
            .htmlUnusedDefinitions: "Definiciones de pasos sin usar",
            .htmlRunHooks: "Hooks de la ejecución que no pasaron",
            .htmlBeforeHook: "Hook previo",
            .htmlAfterHook: "Hook posterior",
            .htmlStepDefinition: "definición del paso",
            .htmlAttempt: "Intento",
            .htmlEarlierAttempts: "Intentos anteriores",
            .htmlAttachment: "Adjunto",
            .htmlDownload: "descargar",
            .htmlUndefinedStep: "paso sin definir",
            .htmlAmbiguousStep: "paso ambiguo, coincide con varias definiciones",
            .htmlPendingStep: "paso pendiente",
            .htmlNoSteps: "sin pasos: todavía no comprueba nada",
            .htmlWarnings: "Avisos sobre los archivos de especificación",
            .htmlErrors: "Errores en los archivos de especificación",
            .htmlUnreadable:
                "No se pudo leer la especificación, así que no se ejecutó nada: corrige los errores de abajo.",
            .htmlImplementWith: "Impleméntalo con",
            .htmlShow: "Mostrar",
            .htmlShowAll: "todos los escenarios",
            .htmlShowProblems: "solo los que no pasaron",
            .htmlGeneratedBy: "Generado por",
            .htmlNoScenarios: "No se ejecutó ningún escenario.",
            .htmlContents: "Índice",
            .htmlFilters: "Buscar escenarios",
            .htmlSearch: "Buscar",
            .htmlSearchHint: "texto de una característica, regla, escenario, paso o ejemplo",
            .htmlTagExpression: "Etiquetas",
            .htmlTagExpressionHint: "como --tags, p. ej. @humo and not @lento",
            .htmlTagError: "No es una expresión de etiquetas:",
            .htmlTagReasonsOperand: "se esperaba una etiqueta o (.",
            .htmlTagReasonsOperator: "se esperaba and, or o ).",
            .htmlTagReasonsOpen: "un ( no se cierra nunca.",
            .htmlTagReasonsClose: "un ) no cierra nada.",
            .htmlTagReasonsEscape: "\\ solo escapa (, ), \\ y espacios.",
            .htmlStatus: "Estado",
            .htmlNotBound: "Sin implementar",
            .htmlClearFilters: "Mostrar todo",
            .htmlShownTemplate: "{shown} de {total} escenarios mostrados",
            .htmlTheme: "Tema oscuro",
            .htmlExamplesRow: "Ejemplo",
            .htmlSavedBeside: "guardado junto al informe:",
            .htmlHistory: "Ejecuciones recientes",
            .htmlTrend: "Tasa de éxito y cobertura en las ejecuciones recientes",
            .htmlCoverageDetail: "Cobertura por característica, regla y etiqueta",
            .htmlRecentResults: "Resultados de las ejecuciones recientes, de la más antigua a la última",
            .htmlUnstable: "inestable: su resultado cambió en las ejecuciones recientes",
            .htmlOf: "{0} de {1}",
            .ghFeatureFirst:
                "un archivo de especificación empieza con una línea «{0}:» (antes pueden ir etiquetas, comentarios y «# language:»)",
            .ghExpected: "aquí se esperaba {0}",
            .ghDidYouMeanKeyword: "¿Quisiste decir «{0}»?",
            .ghDialect: "{0} («{1}»)",
            .ghOtherDialect:
                "«{0}:» es de Gherkin en {1}, no en {2}: escribe «# language: {3}» en la primera línea, o usa «{4}:»",
            .ghOtherDialects:
                "«{0}:» es de Gherkin en {1}, no en {2}: escribe «# language: {3}» (o el código de otro) en la primera línea, o usa «{4}:»",
            .ghMisplacedKeyword: "«{0}:» no puede ir aquí; {1}",
            .ghUnclosedDocString:
                "el bloque de texto no se cierra: añade una línea con el mismo delimitador («\"\"\"» o «```») que lo abre",
            .ghEndsEarly: "el archivo termina demasiado pronto; {0}",
            .ghCellCount: "todas las filas de una tabla deben tener tantas celdas como la primera («| a | b |»)",
            .ghCellCountFound:
                "esta fila tiene {0} celda, y la primera fila de su tabla tiene {1}|esta fila tiene {0} celdas, y la primera fila de su tabla tiene {1}",
            .ghRowNotClosed:
                "la fila no termina con «|»: lo que sigue a su última «|» no es una celda; termina la fila con «|»",
            .ghLanguageCodes: "usa uno de los códigos de idioma de Gherkin, por ejemplo «en», «es» o «fr»",
            .ghDidYouMeanCodes: "¿Quisiste decir {0}?",
            .ghTagWithWhitespace:
                "una etiqueta es una sola palabra («@mi_etiqueta»); separa las etiquetas con espacios",
            .ghInvalidUTF8: "guarda el archivo con la codificación UTF-8",
            .ghEndOfFile: "el final del archivo",
            .ghTags: "etiquetas («@etiqueta»)",
            .ghLine: "una línea {0}",
            .ghStep: "un paso ({0})",
            .ghDocString: "un bloque de texto («\"\"\"»)",
            .ghTableRow: "una fila de tabla («| … |»)",
            .ghFreeText: "texto libre",
            .lintReadAsDescription: "esta línea se lee como texto de la descripción, no como Gherkin",
            .lintExamplesAsScenario:
                "esta línea empieza un escenario nuevo, así que su tabla no son ejemplos del esquema de encima",
            .lintExamplesAsScenarioHint:
                "¿Quisiste decir «{0}:»? «{1}:» empieza un escenario nuevo, y su tabla es texto de la descripción",
            .lintStepOutsideScenario: "parece un paso («{0}»): los pasos van debajo de una línea «{1}:»",
            .lintStepWithoutKeyword: "parece el paso «{0}» sin su palabra clave: empiézalo con {1}",
            .lintMisspeltStep: "¿Quisiste decir el paso {0}? Así es texto de la descripción, no un paso",
            .lintDidYouMeanStep: "¿Quisiste decir el paso {0}?",
            .lintUseKeyword: "usa «{0}»",
            .lintForeignKeyword:
                "«{0}» es de Gherkin en {1}, no en {2}: {3} (o escribe «# language: {4}» en la primera línea si todo el archivo está en ese idioma)",
            .lostTitleReason: "su línea de título {0} se lee como texto de la descripción: «{1}»",
            .lostStepReason: "su paso en {0} se lee como texto de la descripción: «{1}»",
            .lostExamplesReason: "sus ejemplos en {0} empiezan en cambio un escenario nuevo: «{1}»",
            .lostLineReason: "la línea {0} se lee como texto de la descripción: «{1}»",
            .lostPlaceholderReason: "su marcador en {0} no nombra ninguna columna: «{1}»",
            .lostEmptyExamplesReason: "sus ejemplos en {0} no tienen filas: «{1}»",
            .lostUnusedColumnReason: "ningún paso usa su columna de ejemplos en {0}: «{1}»",
            .lostFileReason: "{0} parece un archivo de especificación, pero no se lee",
            .lostTagReason: "su etiqueta «{1}» ({0}) está a una o dos letras de una de --tags, así que no se ejecuta",
            .lintInvisibleSpace: "un carácter invisible ({0}) ocupa el lugar de un espacio normal: escribe {1}",
            .lintListMarker: "«{0}» delante del paso lo convierte en texto de la descripción: escribe {1}",
            .lintGluedKeyword: "la palabra clave «{0}» está pegada a la siguiente: escribe {1}",
            .outlineNoExamples: "este esquema no tiene ejemplos, así que se ejecuta una vez, con <{0}> tal cual",
            .outlineNoExamplesHint: "añade «{0}:» con una fila de cabecera y una fila por caso",
            .outlineNoRows: "estos ejemplos no tienen filas, así que el esquema no ejecuta nada con ellos",
            .outlineNoRowsHint: "añade una fila por caso debajo de la cabecera («| … |»), o quita estos ejemplos",
            .outlineUnknownColumn: "<{0}> no es una columna de los ejemplos de la línea {1}, así que queda tal cual",
            .outlineUnknownColumnHint: "¿Quisiste decir <{0}>? Las columnas son: {1}",
            .outlineUnusedColumn: "ningún paso usa la columna «{0}», así que sus valores nunca se comprueban",
            .outlineUnusedColumnHint: "usa <{0}> en un paso (su texto, doc string o tabla), o quita la columna",
            .help: """
            spec-runner: ejecuta especificaciones Gherkin con definiciones de pasos en Swift.

            USO
              spec-runner [RUTA[:LÍNEA]…] [OPCIONES]   ejecuta características (RUTA por defecto: Features/)
              spec-runner gherkin [--no-source] [--no-ast] [--no-pickles] [--tokens] ARCHIVO…
                                                       muestra los Cucumber Messages de los archivos .feature
              spec-runner steps [--json]               lista las definiciones de pasos
              spec-runner lsp                          servidor de lenguaje para editores, por stdin/stdout
              spec-runner merge ARCHIVO… [--format …] [--coverage-min PCT]
                                                       los informes y el umbral de una ejecución a partir de los
                                                       mensajes de sus porciones
              spec-runner --i18n-languages             lista los idiomas de Gherkin
              spec-runner --i18n-keywords IDIOMA       lista las palabras clave de un idioma, p. ej. es
              spec-runner --help | --version

            ELEGIR ESCENARIOS
              RUTA[:LÍNEA]…         archivos o carpetas de especificación; LÍNEA elige el escenario, la fila
                                    de ejemplo, la tabla de ejemplos, la regla o la característica de esa línea
              @RUTA                 los escenarios que lista un archivo rerun (lo escribió --format rerun:RUTA);
                                    uno vacío no ejecuta nada y termina bien
              -t, --tags EXPR       expresión de etiquetas, p. ej. "@catalog and not @wip" (repetida: todas)
              -n, --name REGEX      solo los escenarios cuyo nombre coincide (repetida: cualquiera)
              --shard I/N           ejecuta la porción I de N, para repartir la suite entre máquinas de CI
              --shard-timings ARCHIVO
                                    equilibra las porciones con las duraciones JUnit o Messages de una
                                    ejecución anterior

            EJECUCIÓN
              -d, --dry-run         busca la definición de cada paso sin ejecutar código
              --watch               sigue en marcha: vuelve a ejecutar cada archivo que se guarda bajo las rutas
                                    (Intro ejecuta todo otra vez, Ctrl-C termina)
              --fail-fast           se detiene tras el primer escenario que falla
              --no-strict           los pasos sin definir y pendientes no hacen fallar la ejecución
              --order ORDEN         defined (por defecto), reverse, random o random:SEMILLA
              --retry N             repite un escenario fallido hasta N veces más; si pasa, es "inestable"
              -j, --jobs N          ejecuta los escenarios en N procesos, 256 como mucho (informes
                                    fusionados en orden serie; un paso que revienta solo hace fallar su
                                    escenario)
              --timeout SEGUNDOS    hace fallar un paso que tarda más (por defecto 10; 0: sin límite)
              --language IDIOMA     dialecto de los archivos sin línea "# language:" (por defecto en;
                                    los códigos: --i18n-languages)
              --profile NOMBRE      aplica un perfil de spec-runner.profiles sobre su perfil [default]
                                    (repetida: se fusionan en orden; la línea de órdenes manda)

            INFORMES
              -f, --format NOMBRE[:RUTA]
                                    RUTA escribe un archivo en vez de la salida estándar; repetida para
                                    varios informes (solo uno puede usar la salida estándar):
                                      pretty    escenarios y pasos según terminan (por defecto)
                                      progress  un carácter por paso, luego los fallos y el resumen
                                      summary   recuentos, cobertura (característica/regla/etiqueta), fragmentos
                                      junit     JUnit XML para los informes de pruebas de CI
                                      json      Cucumber JSON para herramientas de informes
                                      message   Cucumber Messages (NDJSON)
                                      html      una página autocontenida para personas
                                      rerun     ruta:línea de los escenarios fallidos; ejecútalos con @RUTA
                                      usage     definiciones de pasos por uso y tiempo
              --coverage-min PCT    falla cuando menos del PCT % de los escenarios está implementado (cada
                                    paso coincide con una definición, ninguno pendiente); dice cuáles y por qué
              --history ARCHIVO     html: guarda en ARCHIVO los resultados de las últimas 30 ejecuciones y
                                    muestra los recientes de cada escenario, los inestables y la tendencia
              --attachments-dir DIR html: escribe en DIR los adjuntos de más de 64 KiB (por defecto: una
                                    carpeta con el nombre del informe, a su lado)
              --no-color            salida sin color (también: NO_COLOR, o una salida que no es un terminal)
              --lang CÓDIGO         idioma de la salida: en o es (por defecto: el del perfil, luego
                                    LC_ALL, LC_MESSAGES, LANG; si no, en)

            ESTADO DE SALIDA
              0  todos los escenarios pasaron y se cumplió el umbral de cobertura
              1  un escenario falló, o la cobertura quedó por debajo de --coverage-min
              2  error de uso, ruta ilegible, error de sintaxis o definiciones de pasos no válidas
              130, 143  detenido por SIGINT o SIGTERM (todos los informes se escriben igualmente; una
                 segunda señal termina al momento)

            """,
            .usageTakesNoValue: "{0} no admite valor",
            .usageUnknownOption: "opción desconocida {0}",
            .usageNeedsValue: "{0} necesita un valor",
            .usageSeeHelp: "consulta spec-runner --help",
            .usageInvalid: "{0} {1} no es válido",
            .usageOrderHint: "usa defined, reverse, random o random:SEMILLA",
            .usageShardHint: "escribe I/N con 1 ≤ I ≤ N, p. ej. 2/4",
            .usageCoverageHint: "da un porcentaje de 0 a 100",
            .usageTimeoutHint: "da segundos hasta {0}, o 0 para no poner límite",
            .usageCountHint: "da un número entero, 0 o más",
            .usageJobsHint: "da un número de procesos trabajadores de 0 a {0}",
            .usageRerunUnreadable: "no se puede leer el archivo rerun {0}",
            .usageRerunHint: "escribe uno con --format rerun:{0}; un argumento que empieza por @ nombra uno",
            .usageInvalidLine: "línea {0} no válida en {1}",
            .usageLineHint: "las líneas empiezan en 1: da la línea de un escenario, p. ej. {0}:12",
            .usageUnknownDialect: "{0} {1} desconocido: ningún dialecto de Gherkin tiene ese código",
            .usageDialectsHint: "spec-runner --i18n-languages los lista",
            .nothingToRerun: "Nada que repetir: {0} no lista escenarios (la ejecución que lo escribió no tuvo fallos).",
            .loadLineSelectsNothing: "la línea {0} no elige ningún escenario",
            .loadLineHint:
                "da la línea de un escenario, de uno de sus pasos, de una tabla o fila de ejemplos, de una regla o de la característica",
            .loadScenarioLines: " (los escenarios empiezan en las líneas {0})",
            .loadCannotReadFile: "no se puede leer el archivo: {0}",
            .loadPathHint:
                "pasa archivos de especificación o carpetas que los contengan, p. ej. `spec-runner Features/`",
            .loadNotAFileOrFolder: "no es un archivo ni una carpeta",
            .loadNoFeatureFiles: "no hay archivos de especificación en esta carpeta",
            .loadNoFeatureFilesHint: "spec-runner ejecuta los archivos llamados *.feature o *.feature.md",
            .loadSymlinkLoop: "omitido: un enlace simbólico lleva de vuelta a una carpeta ya leída",
            .loadCannotReadFolder: "no se puede leer la carpeta: {0}",
            .loadBrokenSymlink: "omitido: un enlace simbólico roto",
            .loadUnreadFeatureFile:
                "parece un archivo de especificación, pero no se lee: solo se leen los nombres que acaban en «.feature» o «.feature.md»",
            .loadUnreadFeatureFileHint: "renómbralo «{0}» si debe ejecutarse, o sácalo de la carpeta",
            .runTagInNoFile: "ningún archivo de especificación elegido tiene la etiqueta {0}",
            .runTagNearMissHint: "¿quisiste decir {0}?",
            .runNoScenarios: "no se eligió ningún escenario",
            .runNoScenariosSelectionHint: "revisa --tags, --name, --shard y las líneas dadas con las rutas",
            .runNoScenariosHint: "los archivos de especificación no contienen escenarios",
            .runStopped: "la ejecución se detuvo: {0}",
            .runInvalidTags: "expresión de --tags no válida \"{0}\": {1}",
            .runTagsHint: "escribe, por ejemplo, --tags \"@catalog and not @wip\"",
            .runInvalidName: "expresión regular de --name no válida \"{0}\": {1}",
            .runOneStandardOutput: "solo un informe puede ir a la salida estándar, pero van {0}",
            .runOneStandardOutputHint: "da un archivo a los demás: --format junit:reports/junit.xml",
            .runFormatNoFile: "--format {0}: no nombra ningún archivo tras los dos puntos",
            .runFormatNoFileHint: "escribe --format {0}:reports/report.{0}, o --format {0} para la salida estándar",
            .runUnknownFormat: "formato desconocido \"{0}\"",
            .runFormatsList: "usa uno de: {0}",
            .usageTitle: "Uso de las definiciones de pasos",
            .usageCounts: "({0} definiciones, {1} coincidencias de pasos)",
            .usageDryRun: "Ensayo: no se ejecutó ningún paso, así que no hay tiempos.",
            .usageMatched: "coincidió con {0} paso|coincidió con {0} pasos",
            .usageAmbiguous: "{0} ambigua|{0} ambiguas",
            .usageRan: "se ejecutó {0} vez|se ejecutó {0} veces",
            .usageMean: "media {0}",
            .usageMax: "máximo {0} ({1})",
            .usageUnused: "Definiciones de pasos sin usar",
            .usageSlowest: "Pasos más lentos",
            .watchAll: "todo",
            .watchStoppedPassed: "watch: detenido (la última ejecución pasó)",
            .watchStoppedFailed: "watch: detenido (la última ejecución no pasó)",
            .watchRunning: "watch: ejecutando {0}",
            .watchCannotStart: "watch: no se puede arrancar el ejecutor: {0}",
            .watchPassed: "pasó",
            .watchFailed: "falló",
            .watchInterrupted: "interrumpida",
            .watchCouldNotRun: "no se pudo ejecutar (salida {0})",
            .watchDone: "watch: {0} en {1} s; esperando cambios (Intro ejecuta todo, Ctrl-C termina)",
            // Issue 24b
            .htmlTrendRuns: "las últimas {0} ejecuciones, la más antigua a la izquierda",
            // Issue 22b: report files, step definitions, expressions, steps/merge/shards/Bazel.
            .reportCannotWrite: "no se puede escribir el informe: {0}",
            .reportIsFolder: "es una carpeta",
            .reportIsFolderHint: "indica la ruta de un archivo, p. ej. reports/report.xml",
            .reportOnReadOnlySystem: "está en un sistema de archivos de solo lectura",
            .reportReadOnly: "es de solo lectura",
            .reportReadOnlyHint: "permite escribir en él (chmod u+w {0}) o escribe el informe en otro sitio",
            .reportNotAFolder: "{0} es un archivo, no una carpeta",
            .reportLeftAsItWas: "{0}; el archivo se quedó como estaba",
            .reportFolderNotWritable: "no se puede escribir en la carpeta {0}",
            .reportLinkedFolderNotWritable: "no se puede escribir en la carpeta del archivo al que lleva",
            .reportFolderNotWritableHint:
                "el informe se escribe junto al archivo y luego ocupa su lugar; escríbelo en una carpeta en la que se pueda escribir",
            .reportNoFolder: "la carpeta {0} no existe",
            .reportNoFolderHint: "créala antes (mkdir -p {0})",
            .reportPermissionDenied: "permiso denegado",
            .reportFileSystemReadOnly: "el sistema de archivos es de solo lectura",
            .reportNoSpace: "no queda espacio en el dispositivo",
            .reportNameTooLong: "la ruta es demasiado larga",
            .reportLinkLoop: "demasiados enlaces simbólicos (¿un bucle?)",
            .reportInputOutput: "error de entrada/salida del dispositivo",
            .reportSystemError: "{0} (error del sistema {1})",
            .reportSameFileTwice: "--format {0} y --format {1} escriben los dos este archivo{2}",
            .reportSameFileTwiceHint: "da a cada informe su propio archivo, p. ej. --format {0}:reports/{0}.out",
            .reportIsFeatureFile: "es {0}, un archivo de características de esta ejecución",
            .reportIsFeatureFolder: "es {0}, una carpeta de características de esta ejecución",
            .reportOverwritesSpecificationHint:
                "un informe sobrescribiría la especificación; escríbelo en otro sitio, p. ej. reports/",
            .reportIsProfiles: "es {0}, el archivo de perfiles de esta ejecución",
            .reportIsHistory: "es {0}, el archivo de historial de esta ejecución (--history)",
            .reportIsShardTimings: "es {0}, los tiempos de shard de esta ejecución (--shard-timings)",
            .reportIsShard: "es {0}, los mensajes de un shard que lee esta fusión",
            .reportOverwritesInputHint:
                "sobrescribiría lo que lee la ejecución; escríbelo en otro sitio, p. ej. reports/",
            .outputCannotWrite: "no se puede escribir {0}: {1}",
            .supportUndefinedParameterType:
                "la definición de paso \"{0}\" usa el tipo de parámetro no definido {{1}}; los pasos que encajarían con ella quedan sin definir",
            .supportInvalidHookTags: "la expresión de etiquetas del hook \"{0}\" no es válida: {1}",
            .supportArgumentCount:
                "la clausura recibe {0} valor tras el mundo, pero {1} tiene {2} parámetro(s)|la clausura recibe {0} valores tras el mundo, pero {1} tiene {2} parámetro(s)",
            .supportArgumentCountEnd: " y puede recibir una DataTable o un DocString tras ellos",
            .supportArgumentType:
                "el parámetro {0} de la clausura es {1}, pero {{2}} en {3} produce {4}; decláralo como {4}",
            .supportLastArgument:
                "el último parámetro de la clausura es {0}, pero tras los parámetros de la expresión una definición de paso solo puede recibir una DataTable, un DocString o un String (el contenido del bloque de texto)",
            .exprProblemAt: "la expresión {0} tiene un problema en la columna {1}: {2}",
            .exprCantEscape: "solo se pueden escapar {, }, (, ), \\, / y los espacios",
            .exprCantEscapeHint: "para escribir una \\, escribe \\\\",
            .exprEndEscaped: "la expresión termina con una \\ suelta",
            .exprEndEscapedHint: "para terminar con una \\, escribe \\\\",
            .exprNotClosed: "este {0} no tiene su {1}",
            .exprNotClosedHint: "ciérralo, o escribe \\{0} para referirte al propio carácter",
            .exprAlternationInOptional: "no se puede usar una alternativa (/) dentro de un opcional (…)",
            .exprEmptyAlternative: "una alternativa no puede estar vacía",
            .exprOptionalsOnlyAlternative: "una alternativa no puede contener solo opcionales",
            .exprEmptyOptional: "un opcional (…) debe contener algo de texto",
            .exprParameterInOptional: "un opcional (…) no puede contener un tipo de parámetro",
            .exprOptionalInOptional: "un opcional (…) no puede contener otro opcional",
            .exprBadParameterName: "el nombre de un parámetro no puede contener {, }, (, ), \\ ni /",
            .exprEscapeSlashHint: "escribe \\/ para referirte a una /; o usa una expresión regular",
            .exprEscapeParenthesisHint: "escribe \\( para referirte a un (; o usa una expresión regular",
            .exprEscapeBraceHint: "escribe \\{ para referirte a una {",
            .exprBadParameterTypeName: "el nombre del tipo de parámetro {0} contiene {, }, (, ), \\ o /",
            .exprBadParameterNameHint: "nómbralo con letras, dígitos y _; o usa una expresión regular",
            .exprUndefinedParameterType: "la expresión {0} usa el tipo de parámetro no definido {{1}}",
            .exprDefineItHint: "defínelo con DefineParameterType(name: \"{0}\", regexp: …) antes de este paso",
            .exprDuplicateParameterType: "ya hay un tipo de parámetro llamado {{0}}",
            .exprDuplicateParameterTypeHint: "da a cada tipo de parámetro su propio nombre",
            .exprTwoPreferential: "dos tipos de parámetro de la expresión regular /{0}/ son preferentes",
            .exprTwoPreferentialHint: "deja preferForRegexpMatch en uno solo de ellos",
            .exprAmbiguousParameterType: "el grupo /{0}/ encaja con los tipos de parámetro {1} y ninguno es preferente",
            .exprAmbiguousHint: "pon preferForRegexpMatch en uno de ellos, o usa una expresión de Cucumber",
            .exprInvalidRegularExpression: "/{0}/ no es una expresión regular válida",
            .exprTransformFailed: "{{0}} no puede convertir \"{1}\"",
            .tagIllegalEscape: "\\ no puede escapar \"{0}\": solo escapa (, ), \\ y espacios.",
            .tagEscapeAtEnd: "la expresión termina con una \\ suelta.",
            .stepsUnknownOption: "opción desconocida {0} para steps",
            .stepsUsageHint: "usa spec-runner steps [--json] [--lang CÓDIGO]",
            .mergeNoOption: "merge no admite {0}",
            .mergeNeedsFiles: "merge necesita los archivos de Messages de los fragmentos",
            .mergeUsageHint:
                "spec-runner merge shard-1.ndjson shard-2.ndjson --format html:report.html --coverage-min 100 (opciones: {0})",
            .mergeNotRun:
                "{0} escenario de estos archivos de características no se ejecutó en ningún fragmento|{0} escenarios de estos archivos de características no se ejecutaron en ningún fragmento",
            .mergeNotRunHint:
                "da el archivo de cada fragmento, salvo que los fragmentos eligieran escenarios por etiquetas, nombres o líneas",
            .mergeMissingShards:
                "falta el fragmento {1} de esta ejecución: la fusión no es la ejecución entera|faltan los fragmentos {1} de esta ejecución: la fusión no es la ejecución entera",
            .mergeMissingShardsHint:
                "da el archivo de mensajes de cada fragmento del reparto (--shard I/N o los fragmentos de Bazel)",
            .mergeDifferentFiles: "{0} y {1} ejecutaron archivos de características distintos: solo uno tiene {2}",
            .mergeDifferentFilesHint:
                "combina los fragmentos de una sola ejecución: las mismas rutas, repartidas con --shard I/N",
            .mergeDifferentVersions: "{0} y {1} ejecutaron versiones distintas de {2}",
            .mergeDifferentVersionsHint: "combina los fragmentos de una sola ejecución, de un mismo commit",
            .mergeDifferentSupport: "{0} y {1} ejecutaron definiciones de pasos, hooks o tipos de parámetro distintos",
            .mergeDifferentSupportHint:
                "combina los fragmentos de una sola ejecución, con una misma compilación del ejecutor",
            .mergeRanTwice: "el escenario {0} ({1}) se ejecutó tanto en {2} como en {3}",
            .mergeRanTwiceHint:
                "da el archivo de cada fragmento una sola vez, y reparte la ejecución con --shard I/N para que no se solapen",
            .mergeOtherSupport:
                "{0} ejecutó otras definiciones de pasos, hooks o tipos de parámetro que los de este ejecutor",
            .mergeSameRunnerHint: "combina con el ejecutable del ejecutor que ejecutó los fragmentos",
            .mergeSourceDoesNotParse: "{0}, tal como lo registraron los fragmentos, no se puede analizar",
            .mergeSourceDoesNotParseHint: "combina los archivos de Messages de ejecuciones que empezaron",
            .mergeCannotRead: "no se puede leer {0}",
            .mergeCannotReadHint: "da los archivos que escribió el --format message:ARCHIVO de cada fragmento",
            .mergeNotEnvelope: "no es un sobre de Cucumber Messages (un objeto JSON por línea)",
            .mergeNDJSONHint: "da el NDJSON que escribió --format message:ARCHIVO, sin cambios",
            .mergeNotStarted: "{0} no tiene testRunStarted: la ejecución de ese fragmento no empezó",
            .mergeNotStartedHint:
                "corrige lo que la detuvo (su salida de errores dice por qué) y vuelve a ejecutar el fragmento",
            .mergeNotFinished: "{0} termina antes de su testRunFinished: la ejecución de ese fragmento no terminó",
            .mergeNotFinishedHint: "vuelve a ejecutar el fragmento; un archivo cortado no se puede combinar",
            .mergeUnreadableMessage: "mensaje {0} ilegible",
            .mergeUnannouncedPickle: "un caso de prueba del pickle {0}, que el archivo no anuncia",
            .mergeUnannounced: "un mensaje {0} nombra {1} {2}, que el archivo no anuncia antes",
            .mergeOtherSteps: "el caso de prueba de {0} tiene otros pasos que los que este ejecutor planea para él",
            .mergeWhatTestCase: "el caso de prueba",
            .mergeWhatAttempt: "el intento",
            .mergeWhatStep: "el paso",
            .mergeWhatPickle: "el pickle",
            .shardTimingsUnreadable: "no se puede leer el archivo de tiempos de los fragmentos {0}",
            .shardTimingsEmpty: "el archivo de tiempos de los fragmentos {0} no tiene duraciones de escenarios",
            .shardTimingsHint:
                "da el informe JUnit (--format junit:ARCHIVO) o Messages (--format message:ARCHIVO) de una ejecución anterior",
            .bazelInvalidShard: "fragmento de Bazel no válido: TEST_SHARD_INDEX={0} TEST_TOTAL_SHARDS={1}",
            .bazelUnset: "(sin definir)",
            .bazelInvalidShardHint:
                "Bazel define las dos, con 0 ≤ TEST_SHARD_INDEX < TEST_TOTAL_SHARDS; quítalas para ejecutarlo todo",
            .gherkinUsage:
                "uso: spec-runner gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] [--tokens]\n       ARCHIVO…\n  --no-source        no escribe los sobres source\n  --no-ast           no escribe los sobres gherkinDocument\n  --no-pickles       no escribe los sobres pickle\n  --predictable-ids  ids 0, 1, 2, … (por omisión)\n  --tokens           escribe los tokens (el formato oficial .tokens) en vez de mensajes\n",
            .gherkinUnknownOption: "opción desconocida '{0}' para spec-runner gherkin",
            .gherkinNeedsFiles: "spec-runner gherkin necesita al menos un ARCHIVO",
            .gherkinCannotRead: "no se puede leer {0}: {1}",
            .gherkinNoSuchFile: "no existe el archivo",
            .gherkinDirectory: "es una carpeta",
            .gherkinNotReadable: "permiso denegado o no es un archivo normal",
            .lspUndefinedStep: "**Paso sin definir**: ninguna definición de paso encaja con él.",
            .lspAbsent: "(ausente)",
            .lspAsType: " como {0}",
            .lspDefinedAt: "Definido en {0}",
            .lspAmbiguousStep: "**Paso ambiguo**: encaja con",
            .lspDefinitionAt: "{0} en {1}",
            .lspDefineStep: "Define el paso en Swift: {0}",
            .lspCannotBeStarted: "la petición falló: no se puede iniciar el servidor",
            .lspCrashed: "la petición falló: el servidor de lenguaje se cayó mientras la respondía y se ha reiniciado",
            .lspCannotStart: "no se puede iniciar {0}: {1}",
            .lspSignal: "señal {0}",
            .lspStatus: "estado {0}",
            .lspServerEnded: "el proceso del servidor terminó ({0}); el próximo mensaje lo vuelve a iniciar",
            .lspExecutableChanged: "el ejecutable cambió: el servidor se reinicia con él",
            .lspParseError: "error de análisis: {0}; se omite la entrada hasta la siguiente cabecera de mensaje",
            .lspNotAHeader:
                "bytes donde debería empezar una cabecera de mensaje (Content-Length: N, una línea en blanco y luego N bytes)",
            .lspNoContentLength: "una cabecera de mensaje sin Content-Length",
            .lspSeveralContentLengths: "una cabecera de mensaje con más de un Content-Length",
            .lspInvalidContentLength: "un Content-Length que no es un número de bytes",
            .lspTooLong: "un mensaje de más de {0} bytes, el máximo admitido",
            .lspHeaderTooLong: "una cabecera de mensaje de más de {0} bytes, o sin la línea en blanco que la termina",
            .lspNotAnObject: "el mensaje no es un objeto JSON",
            .editorUndefinedStep: "paso sin definir: ninguna definición de paso encaja con «{0}»",
            .editorDidYouMean: "; ¿quisiste decir: {0}?",
            .editorImplementHint: "impleméntalo en Swift (la acción de código da el fragmento)",
            .editorAmbiguousStep: "paso ambiguo: encajan con él {0} definiciones de paso: {1}",
            .fsNoSuchFile: "no existe el archivo ni la carpeta",
            .fsNotDirectory: "una parte de la ruta no es una carpeta",
            .fileNotRegular: "no es un archivo normal (es una FIFO, un socket o un dispositivo)",
            .fileDanglingLink: "es un enlace simbólico que no lleva a nada",
            .workerCannotStart: "no se puede iniciar un proceso trabajador ({0})",
            .workerCannotCreatePipe: "no se puede crear una tubería hacia un proceso trabajador ({0})",
            .workerMalformedShare: "el proceso principal envió una parte del plan mal formada",
            .workerInternal: "--worker es interno: spec-runner inicia sus propios procesos trabajadores con --jobs",
            .workerWireVersion:
                "el ejecutor habla la versión {0} del protocolo de los procesos trabajadores y su proceso trabajador la {1}: el ejecutable se reemplazó durante la ejecución",
            .workerEndedOutsideScenario: "el proceso trabajador {0} terminó fuera de todo escenario: {1}",
            .workerExitStatus: "salió con el estado {0}",
            .workerSignal: "señal {0} ({1})",
            .workerInterrupted:
                "el proceso trabajador {0} recibió {1}, enviada a él y no al ejecutor: el escenario que "
                + "ejecutaba no terminó y hace fallar la ejecución; el resto de su parte lo ejecutó un proceso nuevo",
            .workerSilent:
                "el proceso trabajador {0} no envió nada durante más de --timeout {1} y {2} s más, así que se "
                + "mató (un hook BeforeAll o AfterAll que no termina, o un proceso detenido o atascado al "
                + "empezar); sus escenarios no se ejecutaron",
            .runInterrupted: "interrumpida por {0}: los escenarios sin terminar no se ejecutan",
            .runSignalReceived:
                "{0} recibida: se detiene tras el paso en curso; envíala otra vez para salir en el acto",
            .crashNoteInScenario: "la ejecución se cayó en el escenario de {0}",
            .crashNote: "la ejecución se cayó",
            .crashNoteAdvice:
                "Ejecuta con --jobs 1 para que una caída cuente como el fallo de su escenario y siga el resto.",
            .dialectsTitle:
                "Idiomas de Gherkin: escribe \"# language: {0}\" en la primera línea de un archivo de características.",
            .dialectsCode: "CÓDIGO",
            .dialectsName: "NOMBRE",
            .dialectsNative: "NOMBRE NATIVO",
            .dialectKeywordsTitle:
                "Palabras clave de Gherkin en {0} ({1}): un archivo de características escrito en él empieza con \"# language: {2}\".",
            .dialectKeywordsNote:
                "Las palabras clave de título terminan en dos puntos ({0}:); a la de un paso le sigue el texto del paso.",
            .dialectKeywordsNoteStar:
                "Las palabras clave de título terminan en dos puntos ({0}:); a la de un paso le sigue el texto del paso, y * puede sustituir a cualquiera de ellas.",
            // Issue 24: the --history file's problems.
            .historyUnreadable: "no se puede leer el archivo de historial: {0}",
            .historyUnreadableHint: "revisa sus permisos",
            .historyNotHistory: "no es un archivo de historial de spec-runner: {0}",
            .historyOtherFormat: "su formato es «{0}»",
            .historyNewer: "el historial lo escribió un spec-runner más reciente (versión {0})",
            .historyNewerHint: "actualiza spec-runner, o da otro archivo a --history",
            .historyBadResult: "ejecución {0}: «{1}» no es un resultado (escenario {2})",
            .historyCannotWrite: "no se puede escribir el archivo de historial: {0}",
            .historyHint:
                "da a --history un archivo que escribió spec-runner, o una ruta nueva para empezar un historial",
            .historyMissingKey: "falta {0}{1}",
            .historyAt: " en {0}",
            .historyUnexpectedValue: "valor inesperado{0}",
            .historyNotJSON: "no es JSON",
            .historyUnexpectedContent: "contenido inesperado",
            .historyOutOfRange: "ejecución {0}: {1} es {2}, no un porcentaje de 0 a 100",
        ]
    )
}
