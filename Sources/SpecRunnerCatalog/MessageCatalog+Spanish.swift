extension MessageCatalog {
    /// Spanish (`es`): the language of this repository's product owners.
    package static let spanish = MessageCatalog(
        code: "es", decimalSeparator: ",", percentSpacing: "\u{00A0}", words: spanishText)

    /// Every message in Spanish: one exhaustive `switch`, so a missing text or a wrong value is a compile error.
    private static func spanishText(_ message: Message) -> String {
        switch message {
        case .statusPassed(let count): count == 1 ? "superado" : "superados"
        case .statusFailed(let count): count == 1 ? "fallido" : "fallidos"
        case .statusAmbiguous(let count): count == 1 ? "ambiguo" : "ambiguos"
        case .statusUndefined(let count): count == 1 ? "sin definir" : "sin definir"
        case .statusPending(let count): count == 1 ? "pendiente" : "pendientes"
        case .statusSkipped(let count): count == 1 ? "omitido" : "omitidos"
        case .statusUnknown(let count): count == 1 ? "desconocido" : "desconocidos"
        case .failingScenarios: "Escenarios que fallan:"
        case .scenarioCount(let count): count == 1 ? "\(count) escenario" : "\(count) escenarios"
        case .stepCount(let count): count == 1 ? "\(count) paso" : "\(count) pasos"
        case .flakyCount(let count): count == 1 ? "\(count) inestable" : "\(count) inestables"
        case .flakyScenarios: "Escenarios inestables (hacen fallar la ejecución):"
        case .flakyRuns(let passed, let total, let failed, let runs):
            "pasó \(passed) de \(total): "
                + (failed == 1 ? "falló la ejecución \(runs)" : "fallaron las ejecuciones \(runs)")
        case .notRunCount(let count): "\(count) sin ejecutar"
        case .coverageBound(let bound, let total, let percent):
            "Cobertura: \(bound)/\(total) escenarios implementados (\(percent))"
        case .coveragePassed(let passing, let total, let percent): ", \(passing)/\(total) superados (\(percent))"
        case .gateHeld(let minimum): "Umbral de cobertura cumplido: al menos \(minimum) implementado"
        case .gateFailed(let bound, let minimum):
            "Umbral de cobertura no cumplido: \(bound) implementado, por debajo del mínimo de \(minimum)"
        case .gateFailedError(let bound, let total, let percent, let minimum):
            "umbral de cobertura no cumplido: \(bound)/\(total) escenarios implementados (\(percent)), por debajo de --coverage-min \(minimum)"
        case .scenariosNotBound: "Escenarios sin implementar:"
        case .coverageBy(let group): "Cobertura por \(group):"
        case .coverageByFeature: "característica"
        case .coverageByRule: "regla"
        case .coverageByTag: "etiqueta"
        case .groupBound(let name, let bound, let total, let percent):
            "\(name): \(bound)/\(total) implementados (\(percent))"
        case .groupPassed(let passing, let total, let percent): ", \(passing)/\(total) superados (\(percent))"
        case .dryRunPendingNote:
            "(un ensayo encuentra los pasos sin definir y los ambiguos; los pendientes solo aparecen al ejecutar)"
        case .warningsBeforeRun(let count):
            count == 1
                ? "\(count) aviso sobre los archivos de especificación, mostrado antes de la ejecución"
                : "\(count) avisos sobre los archivos de especificación, mostrados antes de la ejecución"
        case .unusedDefinitions: "Definiciones de pasos sin usar:"
        case .randomizedOrder(let order):
            "Orden aleatorio con --order \(order) (vuelve a pasarlo para repetir este orden)"
        case .dryRunNote: "Ensayo: se buscó la definición de cada paso, no se ejecutó código."
        case .finishedIn(let duration): "Terminado en \(duration)"
        case .undefinedStep(let step): "Paso sin definir \"\(step)\""
        case .undefinedStepAt(let place): " en \(place)"
        case .typographicQuotesHint:
            "“…” y «…» son comillas tipográficas: un argumento {string} va entre comillas rectas (\"…\")"
        case .didYouMean: "¿Quisiste decir?:"
        case .implementItWith: "Impleméntalo con:"
        case .lostText(let counts, let places): "Escrito pero nunca comprobado: \(counts) (\(places))"
        case .lostScenarios(let count): count == 1 ? "\(count) escenario" : "\(count) escenarios"
        case .lostSteps(let count): count == 1 ? "\(count) paso" : "\(count) pasos"
        case .lostExamples(let count): count == 1 ? "\(count) tabla de ejemplos" : "\(count) tablas de ejemplos"
        case .lostLines(let count):
            count == 1
                ? "\(count) línea más leída como texto de la descripción"
                : "\(count) líneas más leídas como texto de la descripción"
        case .lostPlaceholders(let count):
            count == 1
                ? "\(count) marcador que no nombra ninguna columna"
                : "\(count) marcadores que no nombran ninguna columna"
        case .lostEmptyExamples(let count):
            count == 1 ? "\(count) tabla de ejemplos sin filas" : "\(count) tablas de ejemplos sin filas"
        case .lostUnusedColumns(let count):
            count == 1
                ? "\(count) columna de ejemplos que ningún paso usa"
                : "\(count) columnas de ejemplos que ningún paso usa"
        case .lostFiles(let count): count == 1 ? "\(count) archivo sin leer" : "\(count) archivos sin leer"
        case .lostTags(let count):
            count == 1
                ? "\(count) etiqueta a una o dos letras de --tags" : "\(count) etiquetas a una o dos letras de --tags"
        case .noStepsReason: "sin pasos: todavía no comprueba nada"
        case .undefinedStepReason(let step, let place): "paso sin definir \"\(step)\" en \(place)"
        case .ambiguousStepReason(let step, let place, let definitions):
            "paso ambiguo \"\(step)\" en \(place): coincide con \(definitions) definiciones"
        case .pendingStepReason(let step, let place): "paso pendiente \"\(step)\" en \(place)"
        case .expectExpected(let expected): "se esperaba: \(expected)"
        case .expectGot(let actual): "  se obtuvo: \(actual)"
        case .expectAt(let place): "en \(place)"
        case .stepThrewUndescribedError(let error):
            "el código del paso lanzó \(error), un error que no dice qué falló (dale una errorDescription de LocalizedError o una description de CustomStringConvertible)"
        case .stepTimedOut(let seconds): "superó el tiempo límite de \(seconds); se canceló la tarea del paso"
        case .stepNotRunInterrupted: "no se ejecutó: la ejecución se interrumpió"
        case .stepNotFinishedInterrupted: "no terminó: la ejecución se interrumpió"
        case .stepNotRunWorkerSignal(let signal): "no se ejecutó: su proceso trabajador recibió \(signal)"
        case .stepNotFinishedWorkerSignal(let signal): "no terminó: su proceso trabajador recibió \(signal)"
        case .aSignal: "una señal"
        case .stepAt(let place): "paso en \(place)"
        case .hookAt(let place): "gancho en \(place)"
        case .definitionAt(let place): "definición en \(place)"
        case .stepIgnoredTimeout(let what, let seconds, let grace):
            "el \(what) siguió pasado --timeout \(seconds) y no se detuvo al cancelarlo (\(grace) s más); un paso que no atiende a "
                + "la cancelación no se puede detener en este proceso, así que la ejecución termina aquí. Ejecuta con "
                + "--jobs 1 para que se termine el proceso trabajador de ese paso y se ejecute el resto"
        case .runHookIgnoredTimeout(let seconds, let grace):
            "un gancho de la ejecución siguió pasado --timeout \(seconds) y no se detuvo al cancelarlo (\(grace) s más); un paso "
                + "que no atiende a la cancelación no se puede detener en este proceso, así que la ejecución termina "
                + "aquí. Ejecuta con --jobs 1 para que se termine el proceso trabajador de ese paso y se ejecute el resto"
        case .workerKilledAfterTimeout(let seconds, let grace):
            "superó el tiempo límite de \(seconds) y no se detuvo al cancelarlo, así que su proceso trabajador se terminó "
                + "\(grace) s después"
        case .workerCrashedInScenario(let exit):
            "falló de golpe: \(exit) mientras ejecutaba este escenario; no se sabe en qué paso (un proceso trabajador "
                + "terminado desde fuera no puede enviar los resultados que tiene)"
        case .workerCrashedInStep(let exit): "falló de golpe: \(exit) mientras ejecutaba este paso"
        case .verdictDryRunGreen:
            "Todos los escenarios están implementados: cada paso tiene exactamente una definición."
        case .verdictGreen: "La especificación está implementada por completo y en verde."
        case .verdictNotPassed(let count): count == 1 ? "\(count) escenario no pasó" : "\(count) escenarios no pasaron"
        case .verdictUnbound(let count, let total):
            count == 1
                ? "\(count) de \(total) escenarios no está implementado"
                : "\(count) de \(total) escenarios no están implementados"
        case .verdictStepless(let count):
            count == 1 ? "\(count) escenario no tiene pasos" : "\(count) escenarios no tienen pasos"
        case .verdictLost(let count):
            count == 1
                ? "\(count) parte de los archivos de especificación nunca se comprueba"
                : "\(count) partes de los archivos de especificación nunca se comprueban"
        case .verdictNotGreenYet: "La especificación todavía no está en verde."
        case .verdictDryRunList(let reasons): "Todavía hay escenarios sin implementar: \(reasons)."
        case .verdictList(let reasons): "La especificación no está en verde: \(reasons)."
        case .hook(let kind): "gancho \(kind)"
        case .beforeAllHook: "gancho BeforeAll"
        case .afterAllHook: "gancho AfterAll"
        case .beforeHook: "gancho Before"
        case .afterHook: "gancho After"
        case .attempt(let number): "(intento \(number))"
        case .repetition(let number, let total): "(ejecución \(number) de \(total))"
        case .stepDefinition(let place): "definición del paso: \(place)"
        case .retrying: "↻ falló; se reintenta"
        case .attached(let what): "[adjunto \(what)]"
        case .ambiguousMatches(let text, let definitions):
            "\"\(text)\" coincide con \(definitions) definiciones de pasos:"
        case .failures: "Fallos:"
        case .progressCounter(let finished, let total): " \(finished)/\(total) escenarios"
        case .progressNotPassed(let notPassed): ", \(notPassed) sin superar"
        case .listSeparator: ", "
        case .listLastSeparator: " o "
        case .error: "error"
        case .warning: "aviso"
        case .hint: "pista"
        case .moreParseErrors(let count):
            count == 1
                ? "(y \(count) error más en este archivo, que puede venir de este: corrígelo y vuelve a ejecutar)"
                : "(y \(count) errores más en este archivo, que pueden venir de este: corrígelo y vuelve a ejecutar)"
        case .didYouMeanValue(let values): "¿quisiste decir \(values)?"
        case .langUnknown(let value): "--lang \(value) desconocido: el ejecutor no habla ese idioma"
        case .langHint(let languages): "usa uno de \(languages)"
        case .profileBadSection: "una línea de perfil se escribe [nombre]"
        case .profileSectionHint: "empieza cada perfil con una línea [nombre], por ejemplo [default] o [ci]"
        case .profileBadLine: "se esperaba [perfil] o clave = valor"
        case .profileLineHint:
            "escribe un ajuste por línea, por ejemplo format = junit:reports/junit.xml; # empieza un comentario"
        case .profileUnknownKey(let key): "clave desconocida \(key)"
        case .profileKeysHint(let keys): "las claves son \(keys)"
        case .profileKeyOutsideProfile(let key): "\(key) se fija antes de cualquier línea [perfil]"
        case .profileBadFlag(let key, let value): "\(key) admite true o false, no \(value)"
        case .profileFlagHint(let key): "escribe \(key) = true o \(key) = false"
        case .profileUnknown(let name, let path): "perfil desconocido \(name) (--profile): \(path) no lo define"
        case .profileDefined(let names): "los perfiles definidos son: \(names)"
        case .profileNoFile(let name, let fileName): "--profile \(name): no hay \(fileName) en esta carpeta"
        case .profileNoFileHint(let fileName):
            "escribe los perfiles en \(fileName) en la raíz del paquete (README: Perfiles)"
        case .profileUnreadable(let reason): "no se pueden leer los perfiles: \(reason)"
        case .profileUnreadableHint(let path): "haz de \(path) un archivo de texto UTF-8 legible, o quítalo"
        case .profileNotUTF8: "esta línea no es texto UTF-8"
        case .linkNotPatternAndTemplate: "se esperaba un patrón de etiqueta, un espacio y una dirección web"
        case .linkPatternWithoutAt(let pattern): "el patrón \(pattern) no empieza por @: ninguna etiqueta lo cumple"
        case .linkInvalidPattern(let pattern): "el patrón de etiqueta \(pattern) no es una expresión regular"
        case .linkNotWebAddress(let template): "se esperaba una dirección web (https:// o http://), no \(template)"
        case .usageShardTimingsNeedShard: "--shard-timings necesita --shard I/N"
        case .usageShardTimingsHint: "o ejecútalo con bazel test y shard_count"
        case .usageHTMLOnly(let option): "\(option) es para el informe HTML, y no se ha pedido --format html"
        case .usageHTMLOnlyHint: "añade --format html:reports/report.html"
        case .linkBadPlaceholder: "se esperaba {0}, {1}… en la dirección: una { lleva un número de grupo y una }"
        case .linkUnknownGroup(let number, let groups): "{\(number)} no es ningún grupo del patrón (tiene \(groups))"
        case .linkHint: "escribe link = @JIRA-(\\d+) https://jira.example.com/browse/JIRA-{1}"
        case .linkPlaceholderHint: "{0} es la etiqueta sin @; {1}, {2}… los grupos del patrón, en el orden de sus ("
        case .ciStepTitle(let status, let scenario): "Paso \(status) en «\(scenario)»"
        case .ciHookTitle(let hook, let status, let scenario): "\(hook) \(status) en «\(scenario)»"
        case .ciGateTitle: "Umbral de cobertura"
        case .ciFeatureWarningTitle: "Aviso sobre el archivo de especificación"
        case .ciFeatureErrorTitle: "Error en el archivo de especificación"
        case .ciStepColumn: "Paso"
        case .ciTotal: "Total"
        case .ciMoreScenarios(let count):
            count == 1
                ? "\(count) escenario más no pasó; el informe JUnit o HTML lo lista"
                : "\(count) escenarios más no pasaron; el informe JUnit o HTML los lista"
        case .htmlTitle: "Informe de la especificación"
        case .htmlDryRunNotice: "Ejecución en seco: cada paso se emparejó con su definición, pero no se ejecutó código."
        case .htmlRunError: "La ejecución se detuvo por un error; los escenarios posteriores no se ejecutaron:"
        case .htmlScenarios: "Escenarios"
        case .htmlSteps: "Pasos"
        case .htmlDuration: "Duración"
        case .htmlStarted: "Inicio"
        case .htmlStatusPluralPassed: "Superados"
        case .htmlStatusPluralFailed: "Fallidos"
        case .htmlStatusPluralAmbiguous: "Ambiguos"
        case .htmlStatusPluralUndefined: "Sin definir"
        case .htmlStatusPluralPending: "Pendientes"
        case .htmlStatusPluralSkipped: "Omitidos"
        case .htmlStatusPluralUnknown: "Desconocidos"
        case .htmlStatusSingularPassed: "superado"
        case .htmlStatusSingularFailed: "fallido"
        case .htmlStatusSingularAmbiguous: "ambiguo"
        case .htmlStatusSingularUndefined: "sin definir"
        case .htmlStatusSingularPending: "pendiente"
        case .htmlStatusSingularSkipped: "omitido"
        case .htmlStatusSingularUnknown: "desconocido"
        case .htmlFlaky: "inestable: pasó al reintentarlo"
        case .htmlFlakyRepeated(let runs): "inestable: \(runs)"
        case .htmlFlakyPlural: "Inestables"
        case .htmlNotRun: "no ejecutado"
        case .htmlNotRunPlural: "No ejecutados"
        case .htmlFailingScenarios: "Escenarios que no pasaron"
        case .htmlCoverage: "Cobertura de escenarios"
        case .htmlBound: "Implementados (cada paso tiene definición)"
        case .htmlPassing: "Superados"
        case .htmlGateHeld: "Umbral de cobertura cumplido: al menos"
        case .htmlGateFailed: "Umbral de cobertura no cumplido: se exige al menos"
        case .htmlByFeature: "Por característica"
        case .htmlByRule: "Por regla"
        case .htmlByTag: "Por etiqueta"
        case .htmlStories: "Historias"
        case .htmlStory: "Historia"
        case .htmlStoryCount(let count):
            count == 1 ? "1 historia, sus escenarios y resultados" : "\(count) historias, sus escenarios y resultados"
        case .htmlName: "Nombre"
        case .htmlUnbound: "Escenarios aún sin implementar"
        case .htmlUnusedDefinitions: "Definiciones de pasos sin usar"
        case .htmlNotImplemented: "Sin implementar"
        case .htmlStoryScenarios: "Sus escenarios"
        case .htmlRunHooks: "Hooks de la ejecución que no pasaron"
        case .htmlBeforeHook: "Hook previo"
        case .htmlAfterHook: "Hook posterior"
        case .htmlStepDefinition: "definición del paso"
        case .htmlAttempt: "Intento"
        case .htmlEarlierAttempts: "Intentos anteriores"
        case .htmlAttachment: "Adjunto"
        case .htmlDownload: "descargar"
        case .htmlUndefinedStep: "paso sin definir"
        case .htmlAmbiguousStep: "paso ambiguo, coincide con varias definiciones"
        case .htmlPendingStep: "paso pendiente"
        case .htmlNoSteps: "sin pasos: todavía no comprueba nada"
        case .htmlWarnings: "Avisos sobre los archivos de especificación"
        case .htmlErrors: "Errores en los archivos de especificación"
        case .htmlUnreadable:
            "No se pudo leer la especificación, así que no se ejecutó nada: corrige los errores de abajo."
        case .htmlImplementWith: "Impleméntalo con"
        case .htmlShow: "Mostrar"
        case .htmlShowAll: "todos los escenarios"
        case .htmlShowProblems: "solo los que no pasaron"
        case .htmlGeneratedBy: "Generado por"
        case .htmlNoScenarios: "No se ejecutó ningún escenario."
        case .htmlContents: "Índice"
        case .htmlFilters: "Buscar escenarios"
        case .htmlSearch: "Buscar"
        case .htmlSearchHint: "texto de una característica, regla, escenario, paso o ejemplo"
        case .htmlTagExpression: "Etiquetas"
        case .htmlTagExpressionHint: "como --tags, p. ej. @humo and not @lento"
        case .htmlTagError: "No es una expresión de etiquetas:"
        case .htmlTagReasonsOperand: "se esperaba una etiqueta o (."
        case .htmlTagReasonsOperator: "se esperaba and, or o )."
        case .htmlTagReasonsOpen: "un ( no se cierra nunca."
        case .htmlTagReasonsClose: "un ) no cierra nada."
        case .htmlTagReasonsEscape: "\\ solo escapa (, ), \\ y espacios."
        case .htmlStatus: "Estado"
        case .htmlNotBound: "Sin implementar"
        case .htmlClearFilters: "Mostrar todo"
        case .htmlShownTemplate: "{shown} de {total} escenarios mostrados"
        case .htmlTheme: "Tema oscuro"
        case .htmlExamplesRow: "Ejemplo"
        case .htmlSavedBeside: "guardado junto al informe:"
        case .htmlHistory: "Ejecuciones recientes"
        case .htmlTrend: "Tasa de éxito y cobertura en las ejecuciones recientes"
        case .htmlCoverageDetail: "Cobertura por característica, regla y etiqueta"
        case .htmlRecentResults: "Resultados de las ejecuciones recientes, de la más antigua a la última"
        case .htmlUnstable: "inestable: su resultado cambió en las ejecuciones recientes"
        case .htmlOf(let part, let whole): "\(part) de \(whole)"
        case .ghFeatureFirst(let keyword):
            "un archivo de especificación empieza con una línea «\(keyword):» (antes pueden ir etiquetas, comentarios y «# language:»)"
        case .ghExpected(let expected): "aquí se esperaba \(expected)"
        case .ghDidYouMeanKeyword(let keyword): "¿Quisiste decir «\(keyword)»?"
        case .ghDialect(let name, let code): "\(name) («\(code)»)"
        case .ghOtherDialect(let keyword, let dialects, let notIn, let code, let keywordHere):
            "«\(keyword):» es de Gherkin en \(dialects), no en \(notIn): escribe «# language: \(code)» en la primera línea, o usa «\(keywordHere):»"
        case .ghOtherDialects(let keyword, let dialects, let notIn, let code, let keywordHere):
            "«\(keyword):» es de Gherkin en \(dialects), no en \(notIn): escribe «# language: \(code)» (o el código de otro) en la primera línea, o usa «\(keywordHere):»"
        case .ghMisplacedKeyword(let keyword, let expectation): "«\(keyword):» no puede ir aquí; \(expectation)"
        case .ghUnclosedDocString:
            "el bloque de texto no se cierra: añade una línea con el mismo delimitador («\"\"\"» o «```») que lo abre"
        case .ghEndsEarly(let expectation): "el archivo termina demasiado pronto; \(expectation)"
        case .ghCellCount: "todas las filas de una tabla deben tener tantas celdas como la primera («| a | b |»)"
        case .ghCellCountFound(let count, let expected):
            count == 1
                ? "esta fila tiene \(count) celda, y la primera fila de su tabla tiene \(expected)"
                : "esta fila tiene \(count) celdas, y la primera fila de su tabla tiene \(expected)"
        case .ghRowNotClosed:
            "la fila no termina con «|»: lo que sigue a su última «|» no es una celda; termina la fila con «|»"
        case .ghLanguageCodes: "usa uno de los códigos de idioma de Gherkin, por ejemplo «en», «es» o «fr»"
        case .ghDidYouMeanCodes(let codes): "¿Quisiste decir \(codes)?"
        case .ghTagWithWhitespace:
            "una etiqueta es una sola palabra («@mi_etiqueta»); separa las etiquetas con espacios"
        case .ghInvalidUTF8: "guarda el archivo con la codificación UTF-8"
        case .ghEndOfFile: "el final del archivo"
        case .ghTags: "etiquetas («@etiqueta»)"
        case .ghLine(let keywords): "una línea \(keywords)"
        case .ghStep(let keywords): "un paso (\(keywords))"
        case .ghDocString: "un bloque de texto («\"\"\"»)"
        case .ghTableRow: "una fila de tabla («| … |»)"
        case .ghFreeText: "texto libre"
        case .lintReadAsDescription: "esta línea se lee como texto de la descripción, no como Gherkin"
        case .lintExamplesAsScenario:
            "esta línea empieza un escenario nuevo, así que su tabla no son ejemplos del esquema de encima"
        case .lintExamplesAsScenarioHint(let examples, let scenario):
            "¿Quisiste decir «\(examples):»? «\(scenario):» empieza un escenario nuevo, y su tabla es texto de la descripción"
        case .lintStepOutsideScenario(let step, let scenarioKeyword):
            "parece un paso («\(step)»): los pasos van debajo de una línea «\(scenarioKeyword):»"
        case .lintStepWithoutKeyword(let step, let ways):
            "parece el paso «\(step)» sin su palabra clave: empiézalo con \(ways)"
        case .lintMisspeltStep(let meant):
            "¿Quisiste decir el paso \(meant)? Así es texto de la descripción, no un paso"
        case .lintDidYouMeanStep(let step): "¿Quisiste decir el paso \(step)?"
        case .lintUseKeyword(let own): "usa «\(own)»"
        case .lintForeignKeyword(let keyword, let dialects, let notIn, let advice, let code):
            "«\(keyword)» es de Gherkin en \(dialects), no en \(notIn): \(advice) (o escribe «# language: \(code)» en la primera línea si todo el archivo está en ese idioma)"
        case .lostTitleReason(let place, let text):
            "su línea de título \(place) se lee como texto de la descripción: «\(text)»"
        case .lostStepReason(let place, let text): "su paso en \(place) se lee como texto de la descripción: «\(text)»"
        case .lostExamplesReason(let place, let text):
            "sus ejemplos en \(place) empiezan en cambio un escenario nuevo: «\(text)»"
        case .lostLineReason(let place, let text): "la línea \(place) se lee como texto de la descripción: «\(text)»"
        case .lostPlaceholderReason(let place, let text): "su marcador en \(place) no nombra ninguna columna: «\(text)»"
        case .lostEmptyExamplesReason(let place, let text): "sus ejemplos en \(place) no tienen filas: «\(text)»"
        case .lostUnusedColumnReason(let place, let text):
            "ningún paso usa su columna de ejemplos en \(place): «\(text)»"
        case .lostFileReason(let place): "\(place) parece un archivo de especificación, pero no se lee"
        case .lostTagReason(let place, let tag):
            "su etiqueta «\(tag)» (\(place)) está a una o dos letras de una de --tags, así que no se ejecuta"
        case .lintInvisibleSpace(let name, let meant):
            "un carácter invisible (\(name)) ocupa el lugar de un espacio normal: escribe \(meant)"
        case .lintListMarker(let mark, let meant):
            "«\(mark)» delante del paso lo convierte en texto de la descripción: escribe \(meant)"
        case .lintGluedKeyword(let keyword, let meant):
            "la palabra clave «\(keyword)» está pegada a la siguiente: escribe \(meant)"
        case .outlineNoExamples(let placeholder):
            "este esquema no tiene ejemplos, así que se ejecuta una vez, con <\(placeholder)> tal cual"
        case .outlineNoExamplesHint(let examplesKeyword):
            "añade «\(examplesKeyword):» con una fila de cabecera y una fila por caso"
        case .outlineNoRows: "estos ejemplos no tienen filas, así que el esquema no ejecuta nada con ellos"
        case .outlineNoRowsHint: "añade una fila por caso debajo de la cabecera («| … |»), o quita estos ejemplos"
        case .outlineUnknownColumn(let name, let line):
            "<\(name)> no es una columna de los ejemplos de la línea \(line), así que queda tal cual"
        case .outlineUnknownColumnHint(let column, let columns):
            "¿Quisiste decir <\(column)>? Las columnas son: \(columns)"
        case .outlineUnusedColumn(let column):
            "ningún paso usa la columna «\(column)», así que sus valores nunca se comprueban"
        case .outlineUnusedColumnHint(let column):
            "usa <\(column)> en un paso (su texto, doc string o tabla), o quita la columna"
        case .help:
            """
            spec-runner: ejecuta especificaciones Gherkin con definiciones de pasos en Swift.

            USO
              spec-runner [RUTA[:LÍNEA]…] [OPCIONES]   ejecuta características (RUTA por defecto: Features/)
              spec-runner gherkin [--no-source] [--no-ast] [--no-pickles] [--tokens] ARCHIVO…
                                                       muestra los Cucumber Messages de los archivos .feature
              spec-runner steps [--json]               lista las definiciones de pasos
              spec-runner lsp                          servidor de lenguaje para editores, por stdin/stdout
              spec-runner mcp                          servidor MCP para asistentes, por stdin/stdout
              spec-runner merge ARCHIVO… [--format …] [--coverage-min PCT]
                                                       los informes y el umbral de una ejecución a partir de los
                                                       mensajes de sus porciones
              spec-runner diff REVISIÓN [RUTA…] [--format text|markdown]
                                                       los escenarios añadidos, cambiados, renombrados, movidos
                                                       o eliminados desde una revisión de git, por contenido
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
              --changed-since REVISIÓN
                                    solo los escenarios añadidos o cambiados desde una revisión de git
                                    (como los encuentra spec-runner diff); si no hay, no se ejecuta nada
                                    y la ejecución termina bien

            EJECUCIÓN
              -d, --dry-run         busca la definición de cada paso sin ejecutar código
              --watch               sigue en marcha: vuelve a ejecutar cada archivo que se guarda bajo las rutas
                                    (Intro ejecuta todo otra vez, Ctrl-C termina)
              --fail-fast           se detiene tras el primer escenario que falla
              --no-strict           los pasos sin definir y pendientes no hacen fallar la ejecución
              --order ORDEN         defined (por defecto), reverse, random o random:SEMILLA
              --retry N             repite un escenario fallido hasta N veces más; si pasa, es "inestable"
              --repeat N            ejecuta cada escenario N veces; el que no pasa todas es "inestable"
                                    y hace fallar la ejecución (no con --retry)
              -j, --jobs N          ejecuta los escenarios en N procesos, 256 como mucho (informes
                                    fusionados en orden serie; un paso que revienta solo hace fallar su
                                    escenario)
              --keep-together feature|rule
                                    ejecuta los escenarios de cada característica o regla en un solo
                                    proceso, en orden (o etiquétala @together); los @resource:NOMBRE
                                    nunca coinciden, los @serial van solos tras el resto
              --run-hooks per-worker|per-run
                                    BeforeAll/AfterAll en cada proceso (por defecto) o una vez, aquí
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
                                      github    anotaciones de GitHub Actions en las líneas de especificación
                                      markdown  un resumen del trabajo para personas ($GITHUB_STEP_SUMMARY)
              --coverage-min PCT    falla cuando menos del PCT % de los escenarios está implementado (cada
                                    paso coincide con una definición, ninguno pendiente); dice cuáles y por qué
              --history ARCHIVO     html: guarda en ARCHIVO los resultados de las últimas 30 ejecuciones y
                                    muestra los recientes de cada escenario, los inestables y la tendencia
              --attachments-dir DIR html: escribe en DIR los adjuntos de más de 64 KiB (por defecto: una
                                    carpeta con el nombre del informe, a su lado)
              --link 'PATRÓN URL'   html, junit: enlaza cada etiqueta que cumple PATRÓN (@JIRA-(\\d+))
                                    con URL (https://jira.example.com/browse/JIRA-{1}); html añade
                                    una vista por historia; repítelo para varios patrones
              --no-color            salida sin color (también: NO_COLOR, o una salida que no es un terminal)
              --lang CÓDIGO         idioma de la salida: en o es (por defecto: el del perfil, luego
                                    LC_ALL, LC_MESSAGES, LANG; si no, en)

            ESTADO DE SALIDA
              0  todos los escenarios pasaron y se cumplió el umbral de cobertura
              1  un escenario falló, o la cobertura quedó por debajo de --coverage-min
              2  error de uso, ruta ilegible, error de sintaxis o definiciones de pasos no válidas
              130, 143  detenido por SIGINT o SIGTERM (todos los informes se escriben igualmente; una
                 segunda señal termina al momento)

            """
        case .usageTakesNoValue(let option): "\(option) no admite valor"
        case .usageUnknownOption(let option): "opción desconocida \(option)"
        case .usageNeedsValue(let option): "\(option) necesita un valor"
        case .usageSeeHelp: "consulta spec-runner --help"
        case .usageInvalid(let option, let value): "\(option) \(value) no es válido"
        case .usageOrderHint: "usa defined, reverse, random o random:SEMILLA"
        case .usageShardHint: "escribe I/N con 1 ≤ I ≤ N, p. ej. 2/4"
        case .usageOneOfHint(let choices): "usa \(choices)"
        case .usageCoverageHint: "da un porcentaje de 0 a 100"
        case .usageTimeoutHint(let longest): "da segundos hasta \(longest), o 0 para no poner límite"
        case .usageCountHint: "da un número entero, 0 o más"
        case .usageRepeatHint: "da un número entero, 1 o más: cuántas veces se ejecuta cada escenario"
        case .usageRepeatWithRetry: "--repeat y --retry no pueden usarse juntos"
        case .usageRepeatWithRetryHint:
            "--repeat ejecuta cada escenario N veces para encontrar los inestables, y un reintento ocultaría sus fallos: usa uno"
        case .usageJobsHint(let maximum): "da un número de procesos trabajadores de 0 a \(maximum)"
        case .usageRerunUnreadable(let path): "no se puede leer el archivo rerun \(path)"
        case .usageRerunHint(let path):
            "escribe uno con --format rerun:\(path); un argumento que empieza por @ nombra uno"
        case .usageInvalidLine(let line, let argument): "línea \(line) no válida en \(argument)"
        case .usageLineHint(let path): "las líneas empiezan en 1: da la línea de un escenario, p. ej. \(path):12"
        case .usageUnknownDialect(let option, let code):
            "\(option) \(code) desconocido: ningún dialecto de Gherkin tiene ese código"
        case .usageDialectsHint: "spec-runner --i18n-languages los lista"
        case .nothingToRerun(let listed):
            "Nada que repetir: \(listed) no lista escenarios (la ejecución que lo escribió no tuvo fallos)."
        case .loadLineSelectsNothing(let line): "la línea \(line) no elige ningún escenario"
        case .loadLineHint:
            "da la línea de un escenario, de uno de sus pasos, de una tabla o fila de ejemplos, de una regla o de la característica"
        case .loadScenarioLines(let lines): " (los escenarios empiezan en las líneas \(lines))"
        case .loadCannotReadFile(let reason): "no se puede leer el archivo: \(reason)"
        case .loadPathHint:
            "pasa archivos de especificación o carpetas que los contengan, p. ej. `spec-runner Features/`"
        case .loadNotAFileOrFolder: "no es un archivo ni una carpeta"
        case .pluginToolUsage:
            "uso: spec-runner-plugin-tool --output ARCHIVO --package-root CARPETA --module NOMBRE [--command-line]"
                + " CARACTERÍSTICA…; lo ejecuta el plugin de compilación SpecRunnerPlugin"
        case .pluginToolCannotWrite(let reason): "no se pueden escribir las pruebas generadas: \(reason)"
        case .pluginTagsCollide(let tag, let other, let name):
            "las etiquetas \(tag) y \(other) son la misma etiqueta de Swift Testing, \(name): renombra una de ellas"
        case .loadNoFeatureFiles: "no hay archivos de especificación en esta carpeta"
        case .loadNoFeatureFilesHint: "spec-runner ejecuta los archivos llamados *.feature o *.feature.md"
        case .loadSymlinkLoop: "omitido: un enlace simbólico lleva de vuelta a una carpeta ya leída"
        case .loadCannotReadFolder(let reason): "no se puede leer la carpeta: \(reason)"
        case .loadBrokenSymlink: "omitido: un enlace simbólico roto"
        case .loadUnreadFeatureFile:
            "parece un archivo de especificación, pero no se lee: solo se leen los nombres que acaban en «.feature» o «.feature.md»"
        case .loadUnreadFeatureFileHint(let meant): "renómbralo «\(meant)» si debe ejecutarse, o sácalo de la carpeta"
        case .runTagInNoFile(let name): "ningún archivo de especificación elegido tiene la etiqueta \(name)"
        case .runTagNearMissHint(let tag): "¿quisiste decir \(tag)?"
        case .runNoScenarios: "no se eligió ningún escenario"
        case .runNoScenariosSelectionHint: "revisa --tags, --name, --shard y las líneas dadas con las rutas"
        case .runNoScenariosHint: "los archivos de especificación no contienen escenarios"
        case .runStopped(let message): "la ejecución se detuvo: \(message)"
        case .runInvalidTags(let text, let reason): "expresión de --tags no válida \"\(text)\": \(reason)"
        case .runTagsHint: "escribe, por ejemplo, --tags \"@catalog and not @wip\""
        case .runInvalidName(let pattern, let reason): "expresión regular de --name no válida \"\(pattern)\": \(reason)"
        case .runOneStandardOutput(let formats): "solo un informe puede ir a la salida estándar, pero van \(formats)"
        case .runOneStandardOutputHint: "da un archivo a los demás: --format junit:reports/junit.xml"
        case .runFormatNoFile(let name): "--format \(name): no nombra ningún archivo tras los dos puntos"
        case .runFormatNoFileHint(let name):
            "escribe --format \(name):reports/report.\(name), o --format \(name) para la salida estándar"
        case .runUnknownFormat(let name): "formato desconocido \"\(name)\""
        case .runFormatsList(let formats): "usa uno de: \(formats)"
        case .usageTitle: "Uso de las definiciones de pasos"
        case .usageCounts(let definitions, let matches):
            "(\(definitions) definiciones, \(matches) coincidencias de pasos)"
        case .usageDryRun: "Ensayo: no se ejecutó ningún paso, así que no hay tiempos."
        case .usageMatched(let count): count == 1 ? "coincidió con \(count) paso" : "coincidió con \(count) pasos"
        case .usageAmbiguous(let count): count == 1 ? "\(count) ambigua" : "\(count) ambiguas"
        case .usageRan(let count): count == 1 ? "se ejecutó \(count) vez" : "se ejecutó \(count) veces"
        case .usageMean(let mean): "media \(mean)"
        case .usageMax(let longest, let place): "máximo \(longest) (\(place))"
        case .usageUnused: "Definiciones de pasos sin usar"
        case .usageSlowest: "Pasos más lentos"
        case .watchAll: "todo"
        case .watchStoppedPassed: "watch: detenido (la última ejecución pasó)"
        case .watchStoppedFailed: "watch: detenido (la última ejecución no pasó)"
        case .watchRunning(let label): "watch: ejecutando \(label)"
        case .watchCannotStart(let error): "watch: no se puede arrancar el ejecutor: \(error)"
        case .watchPassed: "pasó"
        case .watchFailed: "falló"
        case .watchInterrupted: "interrumpida"
        case .watchCouldNotRun(let status): "no se pudo ejecutar (salida \(status))"
        case .watchDone(let verdict, let seconds):
            "watch: \(verdict) en \(seconds) s; esperando cambios (Intro ejecuta todo, Ctrl-C termina)"
        case .htmlTrendRuns(let runs): "las últimas \(runs) ejecuciones, la más antigua a la izquierda"
        case .reportCannotWrite(let reason): "no se puede escribir el informe: \(reason)"
        case .reportIsFolder: "es una carpeta"
        case .reportIsFolderHint: "indica la ruta de un archivo, p. ej. reports/report.xml"
        case .reportOnReadOnlySystem: "está en un sistema de archivos de solo lectura"
        case .reportReadOnly: "es de solo lectura"
        case .reportReadOnlyHint(let path):
            "permite escribir en él (chmod u+w \(path)) o escribe el informe en otro sitio"
        case .reportNotAFolder(let folder): "\(folder) es un archivo, no una carpeta"
        case .reportLeftAsItWas(let reason): "\(reason); el archivo se quedó como estaba"
        case .reportFolderNotWritable(let folder): "no se puede escribir en la carpeta \(folder)"
        case .reportLinkedFolderNotWritable: "no se puede escribir en la carpeta del archivo al que lleva"
        case .reportFolderNotWritableHint:
            "el informe se escribe junto al archivo y luego ocupa su lugar; escríbelo en una carpeta en la que se pueda escribir"
        case .reportNoFolder(let folder): "la carpeta \(folder) no existe"
        case .reportNoFolderHint(let folder): "créala antes (mkdir -p \(folder))"
        case .reportPermissionDenied: "permiso denegado"
        case .reportFileSystemReadOnly: "el sistema de archivos es de solo lectura"
        case .reportNoSpace: "no queda espacio en el dispositivo"
        case .reportNameTooLong: "la ruta es demasiado larga"
        case .reportLinkLoop: "demasiados enlaces simbólicos (¿un bucle?)"
        case .reportInputOutput: "error de entrada/salida del dispositivo"
        case .reportSystemError(let reason, let code): "\(reason) (error del sistema \(code))"
        case .reportSameFileTwice(let format, let otherFormat, let same):
            "--format \(format) y --format \(otherFormat) escriben los dos este archivo\(same)"
        case .reportSameFileTwiceHint(let format):
            "da a cada informe su propio archivo, p. ej. --format \(format):reports/\(format).out"
        case .reportIsFeatureFile(let path): "es \(path), un archivo de características de esta ejecución"
        case .reportIsFeatureFolder(let path): "es \(path), una carpeta de características de esta ejecución"
        case .reportOverwritesSpecificationHint:
            "un informe sobrescribiría la especificación; escríbelo en otro sitio, p. ej. reports/"
        case .reportIsProfiles(let path): "es \(path), el archivo de perfiles de esta ejecución"
        case .reportIsHistory(let path): "es \(path), el archivo de historial de esta ejecución (--history)"
        case .reportIsShardTimings(let path): "es \(path), los tiempos de shard de esta ejecución (--shard-timings)"
        case .reportIsShard(let path): "es \(path), los mensajes de un shard que lee esta fusión"
        case .reportOverwritesInputHint:
            "sobrescribiría lo que lee la ejecución; escríbelo en otro sitio, p. ej. reports/"
        case .outputCannotWrite(let what, let reason): "no se puede escribir \(what): \(reason)"
        case .supportUndefinedParameterType(let expression, let name):
            "la definición de paso \"\(expression)\" usa el tipo de parámetro no definido {\(name)}; los pasos que encajarían con ella quedan sin definir"
        case .supportInvalidHookTags(let expression, let reason):
            "la expresión de etiquetas del hook \"\(expression)\" no es válida: \(reason)"
        case .supportArgumentCount(let count, let expression, let parameters):
            count == 1
                ? "la clausura recibe \(count) valor tras el mundo, pero \(expression) tiene \(parameters) parámetro(s)"
                : "la clausura recibe \(count) valores tras el mundo, pero \(expression) tiene \(parameters) parámetro(s)"
        case .supportArgumentCountEnd: " y puede recibir una DataTable o un DocString tras ellos"
        case .supportArgumentType(let position, let type, let parameterType, let expression, let produced):
            "el parámetro \(position) de la clausura es \(type), pero {\(parameterType)} en \(expression) produce \(produced); decláralo como \(produced)"
        case .supportLastArgument(let name):
            "el último parámetro de la clausura es \(name), pero tras los parámetros de la expresión una definición de paso solo puede recibir una DataTable, un DocString o un String (el contenido del bloque de texto)"
        case .exprProblemAt(let expression, let column, let problem):
            "la expresión \(expression) tiene un problema en la columna \(column): \(problem)"
        case .exprCantEscape: "solo se pueden escapar {, }, (, ), \\, / y los espacios"
        case .exprCantEscapeHint: "para escribir una \\, escribe \\\\"
        case .exprEndEscaped: "la expresión termina con una \\ suelta"
        case .exprEndEscapedHint: "para terminar con una \\, escribe \\\\"
        case .exprNotClosed(let symbol, let closing): "este \(symbol) no tiene su \(closing)"
        case .exprNotClosedHint(let symbol): "ciérralo, o escribe \\\(symbol) para referirte al propio carácter"
        case .exprAlternationInOptional: "no se puede usar una alternativa (/) dentro de un opcional (…)"
        case .exprEmptyAlternative: "una alternativa no puede estar vacía"
        case .exprOptionalsOnlyAlternative: "una alternativa no puede contener solo opcionales"
        case .exprEmptyOptional: "un opcional (…) debe contener algo de texto"
        case .exprParameterInOptional: "un opcional (…) no puede contener un tipo de parámetro"
        case .exprOptionalInOptional: "un opcional (…) no puede contener otro opcional"
        case .exprBadParameterName: "el nombre de un parámetro no puede contener {, }, (, ), \\ ni /"
        case .exprEscapeSlashHint: "escribe \\/ para referirte a una /; o usa una expresión regular"
        case .exprEscapeParenthesisHint: "escribe \\( para referirte a un (; o usa una expresión regular"
        case .exprEscapeBraceHint: "escribe \\{ para referirte a una {"
        case .exprBadParameterTypeName(let name): "el nombre del tipo de parámetro \(name) contiene {, }, (, ), \\ o /"
        case .exprBadParameterNameHint: "nómbralo con letras, dígitos y _; o usa una expresión regular"
        case .exprUndefinedParameterType(let quoted, let name):
            "la expresión \(quoted) usa el tipo de parámetro no definido {\(name)}"
        case .exprDefineItHint(let name):
            "defínelo con DefineParameterType(name: \"\(name)\", regexp: …) antes de este paso"
        case .exprDuplicateParameterType(let name): "ya hay un tipo de parámetro llamado {\(name)}"
        case .exprDuplicateParameterTypeHint: "da a cada tipo de parámetro su propio nombre"
        case .exprTwoPreferential(let regexp):
            "dos tipos de parámetro de la expresión regular /\(regexp)/ son preferentes"
        case .exprTwoPreferentialHint: "deja preferForRegexpMatch en uno solo de ellos"
        case .exprAmbiguousParameterType(let regexp, let listed):
            "el grupo /\(regexp)/ encaja con los tipos de parámetro \(listed) y ninguno es preferente"
        case .exprAmbiguousHint: "pon preferForRegexpMatch en uno de ellos, o usa una expresión de Cucumber"
        case .exprInvalidRegularExpression(let pattern): "/\(pattern)/ no es una expresión regular válida"
        case .exprTransformFailed(let name, let text): "{\(name)} no puede convertir \"\(text)\""
        case .tagIllegalEscape(let scalar): "\\ no puede escapar \"\(scalar)\": solo escapa (, ), \\ y espacios."
        case .tagEscapeAtEnd: "la expresión termina con una \\ suelta."
        case .stepsUnknownOption(let argument): "opción desconocida \(argument) para steps"
        case .stepsUsageHint: "usa spec-runner steps [--json] [--lang CÓDIGO]"
        case .mergeNoOption(let option): "merge no admite \(option)"
        case .mergeNeedsFiles: "merge necesita los archivos de Messages de los fragmentos"
        case .mergeUsageHint(let options):
            "spec-runner merge shard-1.ndjson shard-2.ndjson --format html:report.html --coverage-min 100 (opciones: \(options))"
        case .mergeNotRun(let count):
            count == 1
                ? "\(count) escenario de estos archivos de características no se ejecutó en ningún fragmento"
                : "\(count) escenarios de estos archivos de características no se ejecutaron en ningún fragmento"
        case .mergeNotRunHint:
            "da el archivo de cada fragmento, salvo que los fragmentos eligieran escenarios por etiquetas, nombres o líneas"
        case .mergeMissingShards(let count, let shards):
            count == 1
                ? "falta el fragmento \(shards) de esta ejecución: la fusión no es la ejecución entera"
                : "faltan los fragmentos \(shards) de esta ejecución: la fusión no es la ejecución entera"
        case .mergeMissingShardsHint:
            "da el archivo de mensajes de cada fragmento del reparto (--shard I/N o los fragmentos de Bazel)"
        case .mergeDifferentFiles(let shard, let other, let uri):
            "\(shard) y \(other) ejecutaron archivos de características distintos: solo uno tiene \(uri)"
        case .mergeDifferentFilesHint:
            "combina los fragmentos de una sola ejecución: las mismas rutas, repartidas con --shard I/N"
        case .mergeDifferentVersions(let shard, let other, let uri):
            "\(shard) y \(other) ejecutaron versiones distintas de \(uri)"
        case .mergeDifferentVersionsHint: "combina los fragmentos de una sola ejecución, de un mismo commit"
        case .mergeDifferentSupport(let shard, let other):
            "\(shard) y \(other) ejecutaron definiciones de pasos, hooks o tipos de parámetro distintos"
        case .mergeDifferentSupportHint:
            "combina los fragmentos de una sola ejecución, con una misma compilación del ejecutor"
        case .mergeRanTwice(let place, let name, let shard, let otherShard):
            "el escenario \(place) (\(name)) se ejecutó tanto en \(shard) como en \(otherShard)"
        case .mergeRanTwiceHint:
            "da el archivo de cada fragmento una sola vez, y reparte la ejecución con --shard I/N para que no se solapen"
        case .mergeOtherSupport(let shard):
            "\(shard) ejecutó otras definiciones de pasos, hooks o tipos de parámetro que los de este ejecutor"
        case .mergeSameRunnerHint: "combina con el ejecutable del ejecutor que ejecutó los fragmentos"
        case .mergeSourceDoesNotParse(let uri): "\(uri), tal como lo registraron los fragmentos, no se puede analizar"
        case .mergeSourceDoesNotParseHint: "combina los archivos de Messages de ejecuciones que empezaron"
        case .mergeCannotRead(let path): "no se puede leer \(path)"
        case .mergeCannotReadHint: "da los archivos que escribió el --format message:ARCHIVO de cada fragmento"
        case .mergeNotEnvelope: "no es un sobre de Cucumber Messages (un objeto JSON por línea)"
        case .mergeNDJSONHint: "da el NDJSON que escribió --format message:ARCHIVO, sin cambios"
        case .mergeNotStarted(let path): "\(path) no tiene testRunStarted: la ejecución de ese fragmento no empezó"
        case .mergeNotStartedHint:
            "corrige lo que la detuvo (su salida de errores dice por qué) y vuelve a ejecutar el fragmento"
        case .mergeNotFinished(let path):
            "\(path) termina antes de su testRunFinished: la ejecución de ese fragmento no terminó"
        case .mergeNotFinishedHint: "vuelve a ejecutar el fragmento; un archivo cortado no se puede combinar"
        case .mergeUnreadableMessage(let type): "mensaje \(type) ilegible"
        case .mergeUnannouncedPickle(let pickle): "un caso de prueba del pickle \(pickle), que el archivo no anuncia"
        case .mergeUnannounced(let type, let what, let id):
            "un mensaje \(type) nombra \(what) \(id), que el archivo no anuncia antes"
        case .mergeOtherSteps(let place):
            "el caso de prueba de \(place) tiene otros pasos que los que este ejecutor planea para él"
        case .mergeWhatTestCase: "el caso de prueba"
        case .mergeWhatAttempt: "el intento"
        case .mergeWhatStep: "el paso"
        case .mergeWhatPickle: "el pickle"
        case .shardTimingsUnreadable(let path): "no se puede leer el archivo de tiempos de los fragmentos \(path)"
        case .shardTimingsEmpty(let path):
            "el archivo de tiempos de los fragmentos \(path) no tiene duraciones de escenarios"
        case .shardTimingsHint:
            "da el informe JUnit (--format junit:ARCHIVO) o Messages (--format message:ARCHIVO) de una ejecución anterior"
        case .bazelInvalidShard(let index, let total):
            "fragmento de Bazel no válido: TEST_SHARD_INDEX=\(index) TEST_TOTAL_SHARDS=\(total)"
        case .bazelUnset: "(sin definir)"
        case .bazelInvalidShardHint:
            "Bazel define las dos, con 0 ≤ TEST_SHARD_INDEX < TEST_TOTAL_SHARDS; quítalas para ejecutarlo todo"
        case .gherkinUsage:
            "uso: spec-runner gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] [--tokens]\n       ARCHIVO…\n  --no-source        no escribe los sobres source\n  --no-ast           no escribe los sobres gherkinDocument\n  --no-pickles       no escribe los sobres pickle\n  --predictable-ids  ids 0, 1, 2, … (por omisión)\n  --tokens           escribe los tokens (el formato oficial .tokens) en vez de mensajes\n"
        case .gherkinUnknownOption(let option): "opción desconocida '\(option)' para spec-runner gherkin"
        case .gherkinNeedsFiles: "spec-runner gherkin necesita al menos un ARCHIVO"
        case .gherkinCannotRead(let path, let reason): "no se puede leer \(path): \(reason)"
        case .gherkinNoSuchFile: "no existe el archivo"
        case .gherkinDirectory: "es una carpeta"
        case .gherkinNotReadable: "permiso denegado o no es un archivo normal"
        case .lspUndefinedStep: "**Paso sin definir**: ninguna definición de paso encaja con él."
        case .lspAbsent: "(ausente)"
        case .lspAsType(let type): " como \(type)"
        case .lspDefinedAt(let place): "Definido en \(place)"
        case .lspAmbiguousStep: "**Paso ambiguo**: encaja con"
        case .lspDefinitionAt(let expression, let place): "\(expression) en \(place)"
        case .lspDefineStep(let snippet): "Define el paso en Swift: \(snippet)"
        case .quickFixReplace(let text): "Cambiar por «\(text)»"
        case .quickFixStraightenQuotes: "Enderezar las comillas"
        case .quickFixAddLanguage(let line): "Añadir «\(line)» al principio"
        case .lspCannotBeStarted: "la petición falló: no se puede iniciar el servidor"
        case .lspCrashed: "la petición falló: el servidor de lenguaje se cayó mientras la respondía y se ha reiniciado"
        case .lspCannotStart(let executable, let error): "no se puede iniciar \(executable): \(error)"
        case .lspSignal(let number): "señal \(number)"
        case .lspStatus(let status): "estado \(status)"
        case .lspServerEnded(let how):
            "el proceso del servidor terminó (\(how)); el próximo mensaje lo vuelve a iniciar"
        case .lspExecutableChanged: "el ejecutable cambió: el servidor se reinicia con él"
        case .lspParseError(let reason):
            "error de análisis: \(reason); se omite la entrada hasta la siguiente cabecera de mensaje"
        case .completionSampleText: "texto"
        case .rpcNoMethod: "petición no válida: no tiene método"
        case .rpcMethodNotFound(let method): "método desconocido: \(method)"
        case .rpcInternalError(let reason): "error interno: \(reason)"
        case .rpcShuttingDown: "el servidor se está cerrando"
        case .rpcDocumentNotOpen(let uri): "el documento \(uri) no está abierto"
        case .rpcNoPosition: "parámetros no válidos: falta una posición de dos enteros de 0 o más"
        case .rpcObjectExpected: "parámetros no válidos: se esperaba un objeto"
        case .rpcStringExpected: "parámetros no válidos: se esperaba un texto"
        case .rpcNotAnObject: "error de análisis: no es un objeto JSON"
        case .rpcNoToolName: "parámetros no válidos: falta el nombre de la herramienta"
        case .diffUnknownOption(let option): "spec-runner diff no admite la opción \(option)"
        case .diffNeedsRevision:
            "spec-runner diff necesita la revisión de git con la que comparar (una rama, una etiqueta, un commit)"
        case .diffUsageHint:
            "spec-runner diff REVISIÓN [RUTA…] [--format text|markdown], por ejemplo spec-runner diff main"
        case .diffNothing(let revision):
            "Ningún escenario se añadió, cambió, renombró, movió ni eliminó desde \(revision)."
        case .diffTitle(let revision): "Cambios en la especificación desde \(revision)"
        case .diffAdded(let name, let place): "añadido: \(name) (\(place))"
        case .diffRemoved(let name, let place): "eliminado: \(name) (estaba en \(place))"
        case .diffChanged(let name, let place): "cambiado: \(name) (\(place))"
        case .diffRowChanged(let name, let place): "fila de ejemplos cambiada: \(name) (\(place))"
        case .diffRenamed(let name, let place, let old): "renombrado: \(name) (\(place)), antes \(old)"
        case .diffMoved(let name, let place, let old): "movido: \(name) (\(place)), antes en \(old)"
        case .diffTotals(let added, let changed, let renamed, let moved, let removed):
            "añadidos: \(added), cambiados: \(changed), renombrados: \(renamed), movidos: \(moved), eliminados: \(removed)"
        case .diffGitFailed(let reason): "git falló: \(reason)"
        case .diffGitHint:
            "ejecútalo en un repositorio git, con una revisión que git conozca (git log --oneline las muestra)"
        case .changedSinceNothing(let revision):
            "ningún escenario se añadió ni cambió desde \(revision): no hay nada que ejecutar"
        case .completionSampleWord: "palabra"
        case .lspRunNotAFile: "solo se puede ejecutar un archivo de especificación abierto en el editor y guardado"
        case .lspUnknownCommand(let command): "orden desconocida: \(command)"
        case .lspRenameNotBound: "solo se puede renombrar un paso que encaje con exactamente una definición de paso"
        case .lspNotAHeader:
            "bytes donde debería empezar una cabecera de mensaje (Content-Length: N, una línea en blanco y luego N bytes)"
        case .lspNoContentLength: "una cabecera de mensaje sin Content-Length"
        case .lspSeveralContentLengths: "una cabecera de mensaje con más de un Content-Length"
        case .lspInvalidContentLength: "un Content-Length que no es un número de bytes"
        case .lspTooLong(let maximum): "un mensaje de más de \(maximum) bytes, el máximo admitido"
        case .lspHeaderTooLong(let maximum):
            "una cabecera de mensaje de más de \(maximum) bytes, o sin la línea en blanco que la termina"
        case .lspNotAnObject: "el mensaje no es un objeto JSON"
        case .lspRunLens: "Ejecutar"
        case .lspRunUnsaved: "guarda antes el archivo: una ejecución lee el archivo de especificación del disco"
        case .lspRunCancelled: "la ejecución se canceló"
        case .lspRunCouldNotRun(let status, let error): "la ejecución acabó (estado \(status)) sin resultados: \(error)"
        case .lspRunArguments: "la orden de ejecutar recibe la URI de un documento y una línea"
        case .editorUndefinedStep(let text): "paso sin definir: ninguna definición de paso encaja con «\(text)»"
        case .editorDidYouMean(let expressions): "; ¿quisiste decir: \(expressions)?"
        case .editorImplementHint: "impleméntalo en Swift (la acción de código da el fragmento)"
        case .lspRenameKeepArguments(let arguments):
            "el texto nuevo debe conservar los argumentos del paso, en orden: \(arguments)"
        case .lspRenameUseCannotKeep(let place): "no se distinguen los argumentos del paso en \(place)"
        case .editorAmbiguousStep(let matches, let places):
            "paso ambiguo: encajan con él \(matches) definiciones de paso: \(places)"
        case .fsNoSuchFile: "no existe el archivo ni la carpeta"
        case .fsNotDirectory: "una parte de la ruta no es una carpeta"
        case .fileNotRegular: "no es un archivo normal (es una FIFO, un socket o un dispositivo)"
        case .fileDanglingLink: "es un enlace simbólico que no lleva a nada"
        case .workerCannotStart(let reason): "no se puede iniciar un proceso trabajador (\(reason))"
        case .workerCannotCreatePipe(let reason):
            "no se puede crear una tubería hacia un proceso trabajador (\(reason))"
        case .workerMalformedShare: "el proceso principal envió una parte del plan mal formada"
        case .workerInternal: "--worker es interno: spec-runner inicia sus propios procesos trabajadores con --jobs"
        case .workerWireVersion(let runner, let worker):
            "el ejecutor habla la versión \(runner) del protocolo de los procesos trabajadores y su proceso "
                + "trabajador la \(worker): el ejecutable se reemplazó durante la ejecución"
        case .workerEndedOutsideScenario(let worker, let exit):
            "el proceso trabajador \(worker) terminó fuera de todo escenario: \(exit)"
        case .workerExitStatus(let code): "salió con el estado \(code)"
        case .workerSignal(let number, let name): "señal \(number) (\(name))"
        case .workerInterrupted(let worker, let signal):
            "el proceso trabajador \(worker) recibió \(signal), enviada a él y no al ejecutor: el escenario que "
                + "ejecutaba no terminó y hace fallar la ejecución; el resto de su parte lo ejecutó un proceso nuevo"
        case .workerSilent(let worker, let timeout, let grace):
            "el proceso trabajador \(worker) no envió nada durante más de --timeout \(timeout) y \(grace) s más, así que se "
                + "mató (un hook BeforeAll o AfterAll que no termina, o un proceso detenido o atascado al "
                + "empezar); sus escenarios no se ejecutaron"
        case .runEndedWithoutFinishing:
            "la ejecución terminó antes de acabar: el código de un paso o de un hook terminó el proceso con estado 0 "
                + "(con _exit, por ejemplo), así que ningún informe dice qué se comprobó"
        case .runEndedWithoutFinishingHint:
            "la ejecución cuenta como fallida; vuelve a ejecutarla con --jobs 1 para que se nombre el paso que la "
                + "terminó"
        case .threadsUnavailable(let needed, let limit):
            "no se puede empezar la ejecución: el sistema no ha creado los \(needed) hilos que necesita (el límite de "
                + "procesos de este usuario, ulimit -u, es \(limit))"
        case .threadsUnavailableHint: "sube el límite (ulimit -u) o termina otros procesos de este usuario"
        case .runInterrupted(let signal): "interrumpida por \(signal): los escenarios sin terminar no se ejecutan"
        case .runSignalReceived(let signal):
            "\(signal) recibida: se detiene tras el paso en curso; envíala otra vez para salir en el acto"
        case .crashNoteInScenario(let place): "la ejecución se cayó en el escenario de \(place)"
        case .crashNote: "la ejecución se cayó"
        case .crashNoteAdvice:
            "Ejecuta con --jobs 1 para que una caída cuente como el fallo de su escenario y siga el resto."
        case .dialectsTitle(let code):
            "Idiomas de Gherkin: escribe \"# language: \(code)\" en la primera línea de un archivo de características."
        case .dialectsCode: "CÓDIGO"
        case .dialectsName: "NOMBRE"
        case .dialectsNative: "NOMBRE NATIVO"
        case .dialectKeywordsTitle(let name, let native, let code):
            "Palabras clave de Gherkin en \(name) (\(native)): un archivo de características escrito en él empieza con \"# language: \(code)\"."
        case .dialectKeywordsNote(let keyword):
            "Las palabras clave de título terminan en dos puntos (\(keyword):); a la de un paso le sigue el texto del paso."
        case .dialectKeywordsNoteStar(let keyword):
            "Las palabras clave de título terminan en dos puntos (\(keyword):); a la de un paso le sigue el texto del paso, y * puede sustituir a cualquiera de ellas."
        case .historyUnreadable(let reason): "no se puede leer el archivo de historial: \(reason)"
        case .historyUnreadableHint: "revisa sus permisos"
        case .historyNotHistory(let reason): "no es un archivo de historial de spec-runner: \(reason)"
        case .historyOtherFormat(let format): "su formato es «\(format)»"
        case .historyNewer(let version): "el historial lo escribió un spec-runner más reciente (versión \(version))"
        case .historyNewerHint: "actualiza spec-runner, o da otro archivo a --history"
        case .historyBadResult(let run, let value, let key):
            "ejecución \(run): «\(value)» no es un resultado (escenario \(key))"
        case .historyCannotWrite(let reason): "no se puede escribir el archivo de historial: \(reason)"
        case .historyHint:
            "da a --history un archivo que escribió spec-runner, o una ruta nueva para empezar un historial"
        case .historyMissingKey(let key, let place): "falta \(key)\(place)"
        case .historyAt(let path): " en \(path)"
        case .historyUnexpectedValue(let place): "valor inesperado\(place)"
        case .historyNotJSON: "no es JSON"
        case .historyUnexpectedContent: "contenido inesperado"
        case .historyOutOfRange(let run, let field, let value):
            "ejecución \(run): \(field) es \(value), no un porcentaje de 0 a 100"
        case .stepTableWithoutParameter:
            "el paso tiene una tabla, pero la definición del paso no tiene un parámetro para ella: añade un último "
                + "parámetro de tipo DataTable"
        case .stepDocStringWithoutParameter:
            "el paso tiene un bloque de texto, pero la definición del paso no tiene un parámetro para él: añade un último "
                + "parámetro de tipo DocString (o String)"
        case .stepArgumentType(let position, let value, let type):
            "el argumento \(position) es \(value), pero la clausura recibe \(type)"
        case .stepArgumentMissing(let position, let type):
            "el argumento \(position) falta (su grupo no coincidió), pero la clausura recibe \(type)"
        case .stepTableButParameter(let type):
            "el paso tiene una tabla, pero el último parámetro de la clausura es \(type)"
        case .stepDocStringButParameter(let type):
            "el paso tiene un bloque de texto, pero el último parámetro de la clausura es \(type)"
        case .stepNoArgumentButParameter(let type):
            "el último parámetro de la clausura es \(type), pero el paso no tiene tabla ni bloque de texto"
        case .dataTableRowCells(let row, let cells):
            "la fila \(row) de la tabla tiene \(cells) celdas; keyValues() necesita 2"
        case .dataTableRepeatedKey(let key): "la tabla repite la clave \"\(key)\""
        case .stepCodeExitedIn(let step):
            "el código de un paso terminó el proceso (exit) durante el \(step): un paso no debe terminar el proceso, así "
                + "que la ejecución falla"
        case .stepCodeExited:
            "el código de un paso terminó el proceso (exit) durante la ejecución: un paso no debe terminar el proceso, así "
                + "que la ejecución falla"
        case .bazelShardOverridden(let given, let bazel): "--shard \(given) sustituye al shard \(bazel) de Bazel"
        case .mcpListStepsTool:
            "Lista las definiciones de pasos que pueden usar las características: cada expresión, su descripción "
                + "de una línea, sus tipos de parámetro y el archivo y la línea de Swift que la definen."
        case .mcpCheckFeatureTool:
            "Revisa el borrador de una característica, dado como texto, sin ejecutarlo ni escribir nada: los "
                + "diagnósticos del runner (errores de análisis, palabras clave mal escritas, pasos sin definir o "
                + "ambiguos, contenido perdido, marcadores sin columna) y el veredicto de la barrera de cobertura."
        case .mcpRunScenariosTool:
            "Ejecuta los escenarios elegidos (por archivo y línea, o por nombre) en otro proceso y devuelve el "
                + "estado de cada uno y, si falla, el paso que falló y su mensaje."
        case .mcpSuggestStepsTool:
            "Propone las definiciones de pasos existentes más parecidas a una frase, de la más cercana a la menos "
                + "(el «¿quisiste decir?» del runner), o la que ya encaja con ella."
        case .mcpFilterArgument: "Solo las definiciones cuya expresión o descripción contiene este texto."
        case .mcpTextArgument: "El texto de la característica (Gherkin)."
        case .mcpPathArgument:
            "La ruta del archivo dentro del paquete (Features/nueva.feature); sin texto, se lee el archivo."
        case .mcpCoverageMinArgument: "El porcentaje mínimo de escenarios vinculados de la barrera (100 si no se da)."
        case .mcpLocationsArgument:
            "Archivos o carpetas de características, cada uno con un :LÍNEA opcional (Features/login.feature:12)."
        case .mcpNameArgument: "Una expresión regular que deben cumplir los nombres de los escenarios."
        case .mcpSentenceArgument: "El texto de un paso, con o sin su palabra clave."
        case .mcpUnknownTool(let name): "herramienta desconocida: \(name)"
        case .mcpMissingArgument(let name): "falta el argumento \(name) o no es de su tipo"
        case .mcpOutsidePackage(let path):
            "\(path) está fuera del paquete: el servidor solo lee y ejecuta archivos de su directorio de trabajo"
        case .mcpUnreadable(let path, let reason): "no se puede leer \(path): \(reason)"
        case .mcpNothingToRun: "nada que ejecutar: indica ubicaciones, un nombre o ambos"
        case .mcpRunNotStarted(let reason): "la ejecución no pudo empezar: \(reason)"
        case .mcpRunWithoutReport(let status): "la ejecución terminó con el estado \(status) y sin informe"
        case .mcpNoProblems: "No se encontró ningún problema."
        case .draftDoesNotParse:
            "Umbral de cobertura no cumplido: el archivo no se puede analizar, así que no se ejecuta ninguno de sus escenarios"
        case .mcpSentenceMatches(let expression): "La frase ya es un paso: encaja con «\(expression)»."
        case .mcpNoCloseSteps: "Ninguna definición de paso se le parece: sería un paso nuevo."
        case .mcpClosestSteps: "Definiciones de pasos más parecidas:"
        case .mcpStepsListed(let count): count == "1" ? "1 definición de paso" : "\(count) definiciones de pasos"
        }
    }
}
