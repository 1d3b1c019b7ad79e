<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Switchyard::AboutDialog</name>
    <message>
        <source>About Switchyard</source>
        <translation>Über Switchyard</translation>
    </message>
    <message>
        <source>Switchyard logo</source>
        <translation>Switchyard-Logo</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Switchyard %1&lt;/h2&gt;&lt;p&gt;A desktop client for OpenHands conversations and sandboxes: browse and steer conversations, see which share a sandbox, review trajectories.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Switchyard %1&lt;/h2&gt;&lt;p&gt;Ein Desktop-Client für OpenHands-Gespräche und -Sandboxes: Gespräche durchsuchen und steuern, sehen, welche sich eine Sandbox teilen, Trajektorien prüfen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Libraries:</source>
        <translation>&amp;Bibliotheken:</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Libraries and their versions</source>
        <translation>Bibliotheken und ihre Versionen</translation>
    </message>
    <message>
        <source>Switchyard is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (%1). It comes with ABSOLUTELY NO WARRANTY.&lt;br&gt;&lt;a href=&quot;%2&quot;&gt;Read the license&lt;/a&gt; · &lt;a href=&quot;%3&quot;&gt;Project home page&lt;/a&gt;</source>
        <translation>Switchyard ist freie Software: Sie können sie unter den Bedingungen der GNU General Public License, Version 3 oder (nach Ihrer Wahl) jeder späteren Version (%1), weitergeben und/oder verändern. Sie wird OHNE JEDE GEWÄHRLEISTUNG bereitgestellt.&lt;br&gt;&lt;a href=&quot;%2&quot;&gt;Lizenz lesen&lt;/a&gt; · &lt;a href=&quot;%3&quot;&gt;Projekt-Homepage&lt;/a&gt;</translation>
    </message>
    <message>
        <source>License</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>GNU General Public License, version 3 or later (%1), with links to the license and the home page</source>
        <translation>GNU General Public License, Version 3 oder später (%1), mit Links zur Lizenz und zur Homepage</translation>
    </message>
    <message>
        <source>&amp;Copy version information</source>
        <translation>Versionsinformationen &amp;kopieren</translation>
    </message>
    <message>
        <source>Copies the versions of Switchyard and its libraries, for a bug report</source>
        <translation>Kopiert die Versionen von Switchyard und seinen Bibliotheken für einen Fehlerbericht</translation>
    </message>
</context>
<context>
    <name>Switchyard::Api::ApiClient</name>
    <message>
        <source>the network is not available</source>
        <translation>das Netzwerk ist nicht verfügbar</translation>
    </message>
    <message>
        <source>the conversation is not running (no agent URL)</source>
        <translation>das Gespräch läuft nicht (keine Agent-URL)</translation>
    </message>
    <message>
        <source>the server address is not a valid URL</source>
        <translation>die Serveradresse ist keine gültige URL</translation>
    </message>
    <message>
        <source>the download target is not writable</source>
        <translation>das Download-Ziel ist nicht beschreibbar</translation>
    </message>
</context>
<context>
    <name>Switchyard::Api::ApiError</name>
    <message>
        <source>The server did not answer in time.</source>
        <translation>Der Server hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Die Anfrage wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The secure connection to the server failed: its certificate could not be verified.</source>
        <translation>Die sichere Verbindung zum Server ist fehlgeschlagen: sein Zertifikat konnte nicht überprüft werden.</translation>
    </message>
    <message>
        <source>The server refused the connection.</source>
        <translation>Der Server hat die Verbindung abgelehnt.</translation>
    </message>
    <message>
        <source>The server closed the connection before the answer was complete.</source>
        <translation>Der Server hat die Verbindung geschlossen, bevor die Antwort vollständig war.</translation>
    </message>
    <message>
        <source>The server&apos;s host name could not be found.</source>
        <translation>Der Hostname des Servers wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>The server redirected the request to an address that is not allowed.</source>
        <translation>Der Server hat die Anfrage an eine nicht zulässige Adresse umgeleitet.</translation>
    </message>
    <message>
        <source>The proxy server failed to pass the request on.</source>
        <translation>Der Proxyserver konnte die Anfrage nicht weiterleiten.</translation>
    </message>
    <message>
        <source>The server could not be reached.</source>
        <translation>Der Server ist nicht erreichbar.</translation>
    </message>
    <message>
        <source>This server version does not offer this function (it answered with a web page).</source>
        <translation>Diese Serverversion bietet diese Funktion nicht an (sie hat mit einer Webseite geantwortet).</translation>
    </message>
    <message>
        <source>The server redirected the request (HTTP %1); the redirect was not followed.</source>
        <translation>Der Server hat die Anfrage umgeleitet (HTTP %1); der Umleitung wurde nicht gefolgt.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The server did not accept the API key. Check the key in the server settings.</source>
        <translation>Der Server hat den API-Schlüssel nicht akzeptiert. Prüfen Sie den Schlüssel in den Servereinstellungen.</translation>
    </message>
    <message>
        <source>The server denied access.</source>
        <translation>Der Server hat den Zugriff verweigert.</translation>
    </message>
    <message>
        <source>This server version does not offer this function.</source>
        <translation>Diese Serverversion bietet diese Funktion nicht an.</translation>
    </message>
    <message>
        <source>Not found on the server.</source>
        <translation>Auf dem Server nicht gefunden.</translation>
    </message>
    <message>
        <source>This conversation is archived: its sandbox no longer exists.</source>
        <translation>Dieses Gespräch ist archiviert: seine Sandbox existiert nicht mehr.</translation>
    </message>
    <message>
        <source>The server cannot do this in the current state.</source>
        <translation>Der Server kann dies im aktuellen Zustand nicht ausführen.</translation>
    </message>
    <message>
        <source>Too many requests: the server asked to slow down.</source>
        <translation>Zu viele Anfragen: Der Server bittet darum, langsamer zu werden.</translation>
    </message>
    <message>
        <source>The server rejected the request.</source>
        <translation>Der Server hat die Anfrage abgelehnt.</translation>
    </message>
    <message>
        <source>The answer would be too large.</source>
        <translation>Die Antwort wäre zu groß.</translation>
    </message>
    <message>
        <source>The sandbox&apos;s agent server did not answer properly.</source>
        <translation>Der Agent-Server der Sandbox hat nicht korrekt geantwortet.</translation>
    </message>
    <message>
        <source>The server is temporarily unavailable.</source>
        <translation>Der Server ist vorübergehend nicht verfügbar.</translation>
    </message>
    <message>
        <source>The server timed out waiting for the sandbox.</source>
        <translation>Beim Warten auf die Sandbox ist beim Server eine Zeitüberschreitung aufgetreten.</translation>
    </message>
    <message>
        <source>The server failed (HTTP %1).</source>
        <translation>Fehler auf dem Server (HTTP %1).</translation>
    </message>
    <message>
        <source>The server answered HTTP %1.</source>
        <translation>Der Server hat mit HTTP %1 geantwortet.</translation>
    </message>
    <message>
        <source>The server&apos;s answer could not be read.</source>
        <translation>Die Antwort des Servers konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The server&apos;s answer could not be read (at %1).</source>
        <translation>Die Antwort des Servers konnte nicht gelesen werden (bei %1).</translation>
    </message>
    <message>
        <source>The server&apos;s answer is too large (%1 MiB; the limit is %2 MiB).</source>
        <translation>Die Antwort des Servers ist zu groß (%1 MiB; das Limit ist %2 MiB).</translation>
    </message>
    <message>
        <source>Plain http:// is only allowed for this computer (localhost). Use https:// for %1.</source>
        <translation>Unverschlüsseltes http:// ist nur für diesen Computer (localhost) erlaubt. Verwenden Sie https:// für %1.</translation>
    </message>
    <message>
        <source>The request could not be sent: %1</source>
        <translation>Die Anfrage konnte nicht gesendet werden: %1</translation>
    </message>
    <message>
        <source>The daily conversation quota is used up: %1 of %2 conversations started today.</source>
        <translation>Das tägliche Gesprächskontingent ist aufgebraucht: %1 von %2 Gesprächen heute gestartet.</translation>
    </message>
    <message>
        <source>The daily conversation quota of %1 is used up.</source>
        <translation>Das tägliche Kontingent von %1 Gesprächen ist aufgebraucht.</translation>
    </message>
    <message>
        <source>The daily conversation quota is used up.</source>
        <translation>Das tägliche Gesprächskontingent ist aufgebraucht.</translation>
    </message>
    <message>
        <source>It resets at %1.</source>
        <translation>Es wird um %1 zurückgesetzt.</translation>
    </message>
    <message>
        <source>The server is limiting how many requests it takes per second; Switchyard slows down and tries again.</source>
        <translation>Der Server begrenzt, wie viele Anfragen er pro Sekunde annimmt; Switchyard wird langsamer und versucht es erneut.</translation>
    </message>
    <message>
        <source>The server did not finish its answer within %1 s.</source>
        <translation>Der Server hat seine Antwort nicht innerhalb von %1 s abgeschlossen.</translation>
    </message>
    <message>
        <source>The server redirected the request to %1, another address; the redirect was not followed so that the API key stays with the server it belongs to.</source>
        <translation>Der Server hat die Anfrage an %1, eine andere Adresse, umgeleitet; der Umleitung wurde nicht gefolgt, damit der API-Schlüssel bei dem Server bleibt, zu dem er gehört.</translation>
    </message>
    <message>
        <source>The server redirected the request to %1 (HTTP %2); only reads follow such a redirect.</source>
        <translation>Der Server hat die Anfrage an %1 umgeleitet (HTTP %2); nur Lesezugriffe folgen einer solchen Umleitung.</translation>
    </message>
    <message>
        <source>The server redirected the request too many times (last to %1).</source>
        <translation>Der Server hat die Anfrage zu oft umgeleitet (zuletzt an %1).</translation>
    </message>
    <message>
        <source>The server redirected the request (HTTP %1) without saying where to.</source>
        <translation>Der Server hat die Anfrage umgeleitet (HTTP %1), ohne anzugeben, wohin.</translation>
    </message>
    <message>
        <source>The sandbox cannot be resumed from its current state.</source>
        <translation>Die Sandbox kann aus ihrem aktuellen Zustand nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>The sandbox could not be resumed: the server&apos;s runtime service failed. Try again in a moment.</source>
        <translation>Die Sandbox konnte nicht fortgesetzt werden: Der Laufzeitdienst des Servers ist fehlgeschlagen. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>The sandbox could not be resumed: the server no longer knows it, or its runtime could not be reached.</source>
        <translation>Die Sandbox konnte nicht fortgesetzt werden: Der Server kennt sie nicht mehr, oder ihre Laufzeitumgebung war nicht erreichbar.</translation>
    </message>
    <message>
        <source>No new conversation was started. %1</source>
        <translation>Es wurde kein neues Gespräch gestartet. %1</translation>
    </message>
    <message>
        <source>This agent profile needs its own account or API key: connect the account or add the key as a secret, then start again. (%1)</source>
        <translation>Dieses Agent-Profil benötigt ein eigenes Konto oder einen eigenen API-Schlüssel: Verbinden Sie das Konto oder fügen Sie den Schlüssel als Secret hinzu und starten Sie dann erneut. (%1)</translation>
    </message>
    <message>
        <source>The server refused to start the conversation.</source>
        <translation>Der Server hat den Start des Gesprächs abgelehnt.</translation>
    </message>
    <message>
        <source>The sandbox could not be paused: the server no longer knows it, or its runtime could not be reached.</source>
        <translation>Die Sandbox konnte nicht pausiert werden: Der Server kennt sie nicht mehr, oder ihre Laufzeitumgebung war nicht erreichbar.</translation>
    </message>
</context>
<context>
    <name>Switchyard::Application</name>
    <message>
        <source>Demo (built-in simulator)</source>
        <translation>Demo (integrierter Simulator)</translation>
    </message>
    <message>
        <source>No API key: set SWITCHYARD_API_KEY or add a server profile.</source>
        <translation>Kein API-Schlüssel: Setzen Sie SWITCHYARD_API_KEY oder fügen Sie ein Serverprofil hinzu.</translation>
    </message>
    <message>
        <source>There is no server profile named “%1”.</source>
        <translation>Es gibt kein Serverprofil namens „%1“.</translation>
    </message>
    <message>
        <source>No API key stored for “%1”. Enter it in File › Servers.</source>
        <translation>Kein API-Schlüssel für „%1“ gespeichert. Geben Sie ihn unter Datei › Server ein.</translation>
    </message>
    <message>
        <source>The local cache could not be opened (%1); working without it.</source>
        <translation>Der lokale Cache konnte nicht geöffnet werden (%1); es wird ohne ihn gearbeitet.</translation>
    </message>
    <message>
        <source>The server rejected the API key. Enter a valid key for this server.</source>
        <translation>Der Server hat den API-Schlüssel abgelehnt. Geben Sie einen gültigen Schlüssel für diesen Server ein.</translation>
    </message>
    <message>
        <source>Open trajectory</source>
        <translation>Trajektorie öffnen</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 (offline, read-only)</source>
        <translation>%1 (offline, schreibgeschützt)</translation>
    </message>
    <message>
        <source>could not save %1</source>
        <translation>%1 konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Replay step by step</source>
        <translation>Schrittweise wiedergeben</translation>
    </message>
    <message>
        <source>Open a window that shows this trajectory event by event, at a chosen speed</source>
        <translation>Ein Fenster öffnen, das diese Trajektorie Ereignis für Ereignis in wählbarer Geschwindigkeit zeigt</translation>
    </message>
    <message>
        <source>%1 (replay, read-only)</source>
        <translation>%1 (Wiedergabe, schreibgeschützt)</translation>
    </message>
    <message numerus="yes">
        <source>Switchyard is already running for this server (process %1); handed it %n file(s).</source>
        <translation>
            <numerusform>Switchyard läuft bereits für diesen Server (Prozess %1); %n Datei wurde an ihn übergeben.</numerusform>
            <numerusform>Switchyard läuft bereits für diesen Server (Prozess %1); %n Dateien wurden an ihn übergeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Switchyard is already running for this server (process %1) but does not answer; close it or try again.</source>
        <translation>Switchyard läuft bereits für diesen Server (Prozess %1), antwortet aber nicht; schließen Sie es oder versuchen Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>Switchyard::ApprovalCommands</name>
    <message>
        <source>Approving…</source>
        <translation>Wird genehmigt…</translation>
    </message>
    <message>
        <source>Rejecting…</source>
        <translation>Wird abgelehnt…</translation>
    </message>
    <message>
        <source>Approved; waiting for the agent to go on</source>
        <translation>Genehmigt; warte darauf, dass der Agent weitermacht</translation>
    </message>
    <message>
        <source>Rejected; waiting for the agent</source>
        <translation>Abgelehnt; warte auf den Agenten</translation>
    </message>
    <message>
        <source>The server did not take the response: the action no longer waits.</source>
        <translation>Der Server hat die Antwort nicht angenommen: Die Aktion wartet nicht mehr.</translation>
    </message>
    <message>
        <source>The server did not take the response: %1</source>
        <translation>Der Server hat die Antwort nicht angenommen: %1</translation>
    </message>
    <message>
        <source>Not sent; you can answer again.</source>
        <translation>Nicht gesendet; Sie können erneut antworten.</translation>
    </message>
    <message>
        <source>Not sent (%1); you can answer again.</source>
        <translation>Nicht gesendet (%1); Sie können erneut antworten.</translation>
    </message>
    <message>
        <source>Sent without a reply from the server; it is not sent again.</source>
        <translation>Gesendet, aber der Server hat nicht geantwortet; es wird nicht erneut gesendet.</translation>
    </message>
    <message>
        <source>%1: changed since you looked</source>
        <translation>%1: geändert, seit Sie es angesehen haben</translation>
    </message>
    <message>
        <source>Nothing to approve: no selected action waits (any more).</source>
        <translation>Nichts zu genehmigen: Keine ausgewählte Aktion wartet (mehr).</translation>
    </message>
    <message>
        <source>The actions waiting in this conversation changed; look at them again.</source>
        <translation>Die wartenden Aktionen dieses Gesprächs haben sich geändert; sehen Sie sie sich erneut an.</translation>
    </message>
    <message>
        <source>The response could not be recorded, so it was not sent.</source>
        <translation>Die Antwort konnte nicht gespeichert werden und wurde daher nicht gesendet.</translation>
    </message>
    <message>
        <source>This action was answered already; it is not sent twice.</source>
        <translation>Diese Aktion wurde bereits beantwortet; sie wird nicht zweimal gesendet.</translation>
    </message>
    <message>
        <source>the conversation no longer exists</source>
        <translation>das Gespräch existiert nicht mehr</translation>
    </message>
    <message>
        <source>its sandbox is not running</source>
        <translation>seine Sandbox läuft nicht</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Approved %n action(s)</source>
        <translation>
            <numerusform>%n Aktion genehmigt</numerusform>
            <numerusform>%n Aktionen genehmigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %n conversation(s).</source>
        <translation>
            <numerusform> in %n Gespräch.</numerusform>
            <numerusform> in %n Gesprächen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The action was rejected.</source>
        <translation>Die Aktion wurde abgelehnt.</translation>
    </message>
    <message>
        <source>The action was approved.</source>
        <translation>Die Aktion wurde genehmigt.</translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation>Ausgelassen: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Approved %n action(s);</source>
        <translation>
            <numerusform>%n Aktion genehmigt;</numerusform>
            <numerusform>%n Aktionen genehmigt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) not answered: %1</source>
        <translation>
            <numerusform>%n Gespräch nicht beantwortet: %1</numerusform>
            <numerusform>%n Gespräche nicht beantwortet: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The rejection was not taken: %1</source>
        <translation>Die Ablehnung wurde nicht angenommen: %1</translation>
    </message>
    <message>
        <source>The approval was not taken: %1</source>
        <translation>Die Genehmigung wurde nicht angenommen: %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::AskUser</name>
    <message>
        <source>The answer is not for this question.</source>
        <translation>Die Antwort gehört nicht zu dieser Frage.</translation>
    </message>
    <message>
        <source>The agent did not ask “%1”.</source>
        <translation>Der Agent hat nicht „%1“ gefragt.</translation>
    </message>
    <message>
        <source>“%1” takes one answer.</source>
        <translation>„%1“ nimmt nur eine Antwort.</translation>
    </message>
    <message>
        <source>“%1” needs an answer.</source>
        <translation>„%1“ braucht eine Antwort.</translation>
    </message>
    <message>
        <source>“%1” has no option “%2”.</source>
        <translation>„%1“ hat keine Option „%2“.</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>I decline to answer your question.</source>
        <translation>Ich möchte Ihre Frage nicht beantworten.</translation>
    </message>
    <message>
        <source>I dismiss your question; go on with your best judgement.</source>
        <translation>Ich verwerfe Ihre Frage; machen Sie nach bestem Ermessen weiter.</translation>
    </message>
    <message>
        <source>I accept, without picking an option.</source>
        <translation>Ich stimme zu, ohne eine Option zu wählen.</translation>
    </message>
    <message>
        <source>My answers to your question:</source>
        <translation>Meine Antworten auf Ihre Frage:</translation>
    </message>
</context>
<context>
    <name>Switchyard::AskUserBinding</name>
    <message>
        <source>You declined to answer the agent&apos;s question.</source>
        <translation>Sie haben die Frage des Agenten nicht beantwortet.</translation>
    </message>
    <message>
        <source>The question was dismissed (cancelled or timed out).</source>
        <translation>Die Frage wurde verworfen (abgebrochen oder abgelaufen).</translation>
    </message>
    <message>
        <source>The agent&apos;s question was answered:</source>
        <translation>Die Frage des Agenten wurde beantwortet:</translation>
    </message>
    <message>
        <source>Answers cannot be sent from here (read-only).</source>
        <translation>Antworten können von hier nicht gesendet werden (schreibgeschützt).</translation>
    </message>
</context>
<context>
    <name>Switchyard::AskUserCommands</name>
    <message>
        <source>Sending your answer…</source>
        <translation>Ihre Antwort wird gesendet …</translation>
    </message>
    <message>
        <source>Your answer was sent; the agent carries on.</source>
        <translation>Ihre Antwort wurde gesendet; der Agent macht weiter.</translation>
    </message>
    <message>
        <source>The agent no longer waits for this answer: the question was answered elsewhere, timed out or is stale. It was not taken.</source>
        <translation>Der Agent wartet nicht mehr auf diese Antwort: Die Frage wurde anderswo beantwortet, ist abgelaufen oder veraltet. Sie wurde nicht angenommen.</translation>
    </message>
    <message>
        <source>The agent no longer waits for this answer: the question was answered elsewhere, timed out or is stale. The server said: %1</source>
        <translation>Der Agent wartet nicht mehr auf diese Antwort: Die Frage wurde anderswo beantwortet, ist abgelaufen oder veraltet. Der Server sagte: %1</translation>
    </message>
    <message>
        <source>The answer was not taken; you can answer again.</source>
        <translation>Die Antwort wurde nicht angenommen; Sie können erneut antworten.</translation>
    </message>
    <message>
        <source>The answer was not taken (%1); you can answer again.</source>
        <translation>Die Antwort wurde nicht angenommen (%1); Sie können erneut antworten.</translation>
    </message>
    <message>
        <source>This agent server cannot take answers to questions. You can send your answers to the agent as a message instead.</source>
        <translation>Dieser Agent-Server kann keine Antworten auf Fragen entgegennehmen. Sie können Ihre Antworten stattdessen als Nachricht an den Agenten senden.</translation>
    </message>
    <message>
        <source>Sending your answers as a message…</source>
        <translation>Ihre Antworten werden als Nachricht gesendet …</translation>
    </message>
    <message>
        <source>Your answers were sent as a message.</source>
        <translation>Ihre Antworten wurden als Nachricht gesendet.</translation>
    </message>
    <message>
        <source>It is not known whether your answer reached the agent (no reply from the server). It is not sent again; if the question stays open, answer it in a message.</source>
        <translation>Es ist nicht bekannt, ob Ihre Antwort den Agenten erreicht hat (keine Antwort vom Server). Sie wird nicht erneut gesendet; bleibt die Frage offen, beantworten Sie sie in einer Nachricht.</translation>
    </message>
    <message>
        <source>Not connected to a server.</source>
        <translation>Nicht mit einem Server verbunden.</translation>
    </message>
    <message>
        <source>Your answer to this question is being sent.</source>
        <translation>Ihre Antwort auf diese Frage wird gerade gesendet.</translation>
    </message>
    <message>
        <source>This question was answered already; the answer is not sent twice.</source>
        <translation>Diese Frage wurde bereits beantwortet; die Antwort wird nicht zweimal gesendet.</translation>
    </message>
    <message>
        <source>Your answer could not be recorded, so it was not sent. Try again.</source>
        <translation>Ihre Antwort konnte nicht gespeichert werden und wurde daher nicht gesendet. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The conversation no longer exists on the server; the answer was not sent.</source>
        <translation>Das Gespräch existiert auf dem Server nicht mehr; die Antwort wurde nicht gesendet.</translation>
    </message>
    <message>
        <source>The answer was not sent: %1</source>
        <translation>Die Antwort wurde nicht gesendet: %1</translation>
    </message>
    <message>
        <source>The agent can only be answered while its sandbox is running (it is %1); the answer was not sent.</source>
        <translation>Der Agent kann nur beantwortet werden, während seine Sandbox läuft (sie ist %1); die Antwort wurde nicht gesendet.</translation>
    </message>
    <message>
        <source>Answer sent to the agent.</source>
        <translation>Antwort an den Agenten gesendet.</translation>
    </message>
    <message>
        <source>Only an answer the server could not take can be sent as a message.</source>
        <translation>Nur eine Antwort, die der Server nicht annehmen konnte, kann als Nachricht gesendet werden.</translation>
    </message>
    <message>
        <source>Your answers could not be recorded, so they were not sent. Try again.</source>
        <translation>Ihre Antworten konnten nicht gespeichert werden und wurden daher nicht gesendet. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Answer sent to the agent as a message.</source>
        <translation>Antwort als Nachricht an den Agenten gesendet.</translation>
    </message>
    <message>
        <source>The server did not accept the message.</source>
        <translation>Der Server hat die Nachricht nicht angenommen.</translation>
    </message>
    <message>
        <source>The message was not sent: %1</source>
        <translation>Die Nachricht wurde nicht gesendet: %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::AskUserForm</name>
    <message>
        <source>Question from the agent</source>
        <translation>Frage des Agenten</translation>
    </message>
    <message>
        <source>The agent asks you:</source>
        <translation>Der Agent fragt Sie:</translation>
    </message>
    <message>
        <source>Time left to answer</source>
        <translation>Verbleibende Zeit für die Antwort</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <source>Send as &amp;message</source>
        <translation>Als &amp;Nachricht senden</translation>
    </message>
    <message>
        <source>Send your answers to the agent as a normal message</source>
        <translation>Ihre Antworten als normale Nachricht an den Agenten senden</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>Ve&amp;rwerfen</translation>
    </message>
    <message>
        <source>Dismiss the question: the agent goes on with its best judgement</source>
        <translation>Die Frage verwerfen: Der Agent macht nach bestem Ermessen weiter</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>A&amp;blehnen</translation>
    </message>
    <message>
        <source>Tell the agent you will not answer</source>
        <translation>Dem Agenten sagen, dass Sie nicht antworten werden</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>&amp;Antworten</translation>
    </message>
    <message>
        <source>Send the chosen options to the agent</source>
        <translation>Die gewählten Optionen an den Agenten senden</translation>
    </message>
    <message>
        <source>Accept and send the answer</source>
        <translation>Zustimmen und die Antwort senden</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Wird gesendet…</translation>
    </message>
    <message>
        <source>Time is up: the agent server answers for you</source>
        <translation>Die Zeit ist abgelaufen: Der Agent-Server antwortet für Sie</translation>
    </message>
    <message>
        <source>%1:%2:%3 left to answer</source>
        <translation>Noch %1:%2:%3 zum Antworten</translation>
    </message>
    <message>
        <source>%1:%2 left to answer</source>
        <translation>Noch %1:%2 zum Antworten</translation>
    </message>
</context>
<context>
    <name>Switchyard::AwayDigest</name>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n Stunde</numerusform>
            <numerusform>%n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deleted</source>
        <translation>
            <numerusform>%n gelöscht</numerusform>
            <numerusform>%n gelöscht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) on them</source>
        <translation>
            <numerusform>%n Gespräch darauf</numerusform>
            <numerusform>%n Gespräche darauf</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) finished</source>
        <translation>
            <numerusform>%n Gespräch beendet</numerusform>
            <numerusform>%n Gespräche beendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) wait for you</source>
        <translation>
            <numerusform>%n Gespräch wartet auf Sie</numerusform>
            <numerusform>%n Gespräche warten auf Sie</numerusform>
        </translation>
    </message>
    <message>
        <source> — the longest for %1</source>
        <translation> — am längsten seit %1</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) stopped with an error</source>
        <translation>
            <numerusform>%n Gespräch mit einem Fehler beendet</numerusform>
            <numerusform>%n Gespräche mit einem Fehler beendet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 spent</source>
        <translation>%1 ausgegeben</translation>
    </message>
    <message numerus="yes">
        <source>%n watch rule hit(s)</source>
        <translation>
            <numerusform>%n Treffer einer Überwachungsregel</numerusform>
            <numerusform>%n Treffer von Überwachungsregeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %n conversation(s)</source>
        <translation>
            <numerusform> in %n Gespräch</numerusform>
            <numerusform> in %n Gesprächen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n paused</source>
        <translation>
            <numerusform>%n angehalten</numerusform>
            <numerusform>%n angehalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Sandboxes stopped by the lifecycle policy (idle, 12-hour cap, 10 days): %1</source>
        <translation>Von der Lebenszyklus-Richtlinie gestoppte Sandboxes (Leerlauf, 12-Stunden-Grenze, 10 Tage): %1</translation>
    </message>
    <message>
        <source>Sandboxes stopped before the policy&apos;s time (by a person or the server): %1</source>
        <translation>Vor dem Zeitpunkt der Richtlinie gestoppte Sandboxes (durch eine Person oder den Server): %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::AwayDigestDialog</name>
    <message>
        <source>While you were away</source>
        <translation>Während Ihrer Abwesenheit</translation>
    </message>
    <message>
        <source>Choose a line to list those conversations.</source>
        <translation>Wählen Sie eine Zeile aus, um die betreffenden Gespräche aufzulisten.</translation>
    </message>
    <message>
        <source>Since you last looked (%1):</source>
        <translation>Seit Ihrem letzten Besuch (%1):</translation>
    </message>
    <message numerus="yes">
        <source>List these %n conversation(s)</source>
        <translation>
            <numerusform>%n Gespräch auflisten</numerusform>
            <numerusform>Diese %n Gespräche auflisten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::BulkActionDialog</name>
    <message>
        <source>Conversations affected</source>
        <translation>Betroffene Gespräche</translation>
    </message>
    <message numerus="yes">
        <source>%n selected conversation(s) skipped: %1</source>
        <translation>
            <numerusform>%n ausgewähltes Gespräch übersprungen: %1</numerusform>
            <numerusform>%n ausgewählte Gespräche übersprungen: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared sandbox(es):</source>
        <translation>
            <numerusform>%n gemeinsam genutzte Sandbox:</numerusform>
            <numerusform>%n gemeinsam genutzte Sandboxes:</numerusform>
        </translation>
    </message>
    <message>
        <source>Shared sandboxes</source>
        <translation>Gemeinsam genutzte Sandboxes</translation>
    </message>
    <message numerus="yes">
        <source>%1 — also used by %n other conversation(s): %2</source>
        <translation>
            <numerusform>%1 — auch von %n weiteren Gespräch genutzt: %2</numerusform>
            <numerusform>%1 — auch von %n weiteren Gesprächen genutzt: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Also delete the %n sandbox(es) no conversation is left on</source>
        <translation>
            <numerusform>Auch die %n Sandbox löschen, auf der kein Gespräch mehr ist</numerusform>
            <numerusform>Auch die %n Sandboxes löschen, auf denen kein Gespräch mehr ist</numerusform>
        </translation>
    </message>
    <message>
        <source>After the delete, each sandbox is checked again and deleted only if no conversation is left on it</source>
        <translation>Nach dem Löschen wird jede Sandbox erneut geprüft und nur gelöscht, wenn kein Gespräch mehr darauf ist</translation>
    </message>
</context>
<context>
    <name>Switchyard::BulkCommands</name>
    <message>
        <source>No cache is open.</source>
        <translation>Es ist kein Cache geöffnet.</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) archived. They are kept on this computer and on the server; the “Archived” view shows them.</source>
        <translation>
            <numerusform>%n Gespräch archiviert. Es bleibt auf diesem Computer und auf dem Server erhalten; die Ansicht „Archiviert“ zeigt es.</numerusform>
            <numerusform>%n Gespräche archiviert. Sie bleiben auf diesem Computer und auf dem Server erhalten; die Ansicht „Archiviert“ zeigt sie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) restored to the list.</source>
        <translation>
            <numerusform>%n Gespräch wieder in die Liste aufgenommen.</numerusform>
            <numerusform>%n Gespräche wieder in die Liste aufgenommen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pausing %n sandbox(es).</source>
        <translation>
            <numerusform>%n Sandbox wird pausiert.</numerusform>
            <numerusform>%n Sandboxes werden pausiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resuming %n sandbox(es).</source>
        <translation>
            <numerusform>%n Sandbox wird fortgesetzt.</numerusform>
            <numerusform>%n Sandboxes werden fortgesetzt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleting %n conversation(s).</source>
        <translation>
            <numerusform>%n Gespräch wird gelöscht.</numerusform>
            <numerusform>%n Gespräche werden gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>The export folder does not exist.</source>
        <translation>Der Exportordner existiert nicht.</translation>
    </message>
    <message>
        <source>An export is already running.</source>
        <translation>Es läuft bereits ein Export.</translation>
    </message>
    <message numerus="yes">
        <source>%n trajectory(ies) exported to %1.</source>
        <translation>
            <numerusform>%n Trajektorie nach %1 exportiert.</numerusform>
            <numerusform>%n Trajektorien nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 trajectories exported to %3; %4 failed.</source>
        <translation>%1 von %2 Trajektorien nach %3 exportiert; %4 fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>Switchyard::ChangesModel</name>
    <message>
        <source>%1 (moved from %2)</source>
        <translation>%1 (verschoben von %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n changed file(s), +%1 −%2 lines</source>
        <translation>
            <numerusform>%n geänderte Datei, +%1 −%2 Zeilen</numerusform>
            <numerusform>%n geänderte Dateien, +%1 −%2 Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — added</source>
        <translation>%1 — hinzugefügt</translation>
    </message>
    <message>
        <source>%1 — modified</source>
        <translation>%1 — geändert</translation>
    </message>
    <message>
        <source>%1 — deleted</source>
        <translation>%1 — gelöscht</translation>
    </message>
    <message>
        <source>%1 — moved</source>
        <translation>%1 — verschoben</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Zeilen</translation>
    </message>
</context>
<context>
    <name>Switchyard::ChangesWidget</name>
    <message>
        <source>Compare with:</source>
        <translation>Vergleichen mit:</translation>
    </message>
    <message>
        <source>default branch</source>
        <translation>Standard-Branch</translation>
    </message>
    <message>
        <source>The base ref the working tree is compared with (a branch, tag or commit)</source>
        <translation>Die Basis-Referenz, mit der der Arbeitsbaum verglichen wird (ein Branch, Tag oder Commit)</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Unified</source>
        <translation>Einheitlich</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <source>Previous change (P)</source>
        <translation>Vorherige Änderung (P)</translation>
    </message>
    <message>
        <source>Next change (N)</source>
        <translation>Nächste Änderung (N)</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <source>Diff</source>
        <translation>Diff</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Select a changed file to see its diff.</source>
        <translation>Wählen Sie eine geänderte Datei aus, um ihren Diff zu sehen.</translation>
    </message>
    <message>
        <source>Reading the workspace …</source>
        <translation>Arbeitsbereich wird gelesen …</translation>
    </message>
    <message>
        <source>No changes.</source>
        <translation>Keine Änderungen.</translation>
    </message>
    <message>
        <source>Choose a file to show.</source>
        <translation>Wählen Sie eine Datei zur Anzeige aus.</translation>
    </message>
    <message>
        <source>Loading the diff of %1 …</source>
        <translation>Diff von %1 wird geladen …</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) changed, +%1 −%2</source>
        <translation>
            <numerusform>%n Datei geändert, +%1 −%2</numerusform>
            <numerusform>%n Dateien geändert, +%1 −%2</numerusform>
        </translation>
    </message>
    <message>
        <source>change %1 of %2</source>
        <translation>Änderung %1 von %2</translation>
    </message>
    <message>
        <source>Reads the changes of the workspace again</source>
        <translation>Liest die Änderungen des Arbeitsbereichs erneut ein</translation>
    </message>
    <message>
        <source>Changed files</source>
        <translation>Geänderte Dateien</translation>
    </message>
    <message>
        <source>Files changed in the workspace, by folder, with added and removed lines; Enter shows a file&apos;s diff</source>
        <translation>Im Arbeitsbereich geänderte Dateien, nach Ordner, mit hinzugefügten und entfernten Zeilen; Enter zeigt den Diff einer Datei</translation>
    </message>
    <message>
        <source>Previous change</source>
        <translation>Vorherige Änderung</translation>
    </message>
    <message>
        <source>Next change</source>
        <translation>Nächste Änderung</translation>
    </message>
    <message>
        <source>Shows the whole file in the File tab</source>
        <translation>Zeigt die ganze Datei im Tab „Datei“</translation>
    </message>
    <message>
        <source>Shows the diff in one column</source>
        <translation>Zeigt den Diff in einer Spalte</translation>
    </message>
    <message>
        <source>Shows the old and the new file next to each other</source>
        <translation>Zeigt die alte und die neue Datei nebeneinander</translation>
    </message>
    <message>
        <source>Diff and file</source>
        <translation>Diff und Datei</translation>
    </message>
    <message>
        <source>Select a conversation to see its changes.</source>
        <translation>Wählen Sie ein Gespräch aus, um seine Änderungen zu sehen.</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Alle Dateien</translation>
    </message>
    <message>
        <source>Every file of the workspace by folder; changed files are bold and marked; Enter shows a changed file&apos;s diff or opens the file</source>
        <translation>Alle Dateien des Arbeitsbereichs nach Ordner; geänderte Dateien sind fett und markiert; Enter zeigt den Diff einer geänderten Datei oder öffnet die Datei</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>Changed files or all files</source>
        <translation>Geänderte Dateien oder alle Dateien</translation>
    </message>
    <message>
        <source>Shows the changed files with their added and removed lines</source>
        <translation>Zeigt die geänderten Dateien mit ihren hinzugefügten und entfernten Zeilen</translation>
    </message>
    <message>
        <source>Shows every file of the workspace, changed ones marked</source>
        <translation>Zeigt alle Dateien des Arbeitsbereichs, geänderte markiert</translation>
    </message>
</context>
<context>
    <name>Switchyard::Charts</name>
    <message>
        <source>(no sandbox)</source>
        <translation>(keine Sandbox)</translation>
    </message>
    <message>
        <source>(no date)</source>
        <translation>(kein Datum)</translation>
    </message>
    <message>
        <source>(no repository)</source>
        <translation>(kein Repository)</translation>
    </message>
    <message>
        <source>Cost (USD)</source>
        <translation>Kosten (USD)</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Prompt-Tokens</translation>
    </message>
    <message>
        <source>Completion tokens</source>
        <translation>Completion-Tokens</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Gespräche</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Gespräch</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>Repository</translation>
    </message>
</context>
<context>
    <name>Switchyard::ChartsModel</name>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Sandboxes</source>
        <translation>Sandboxes</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Gespräche</translation>
    </message>
    <message>
        <source>Active agents</source>
        <translation>Aktive Agenten</translation>
    </message>
</context>
<context>
    <name>Switchyard::ChartsWidget</name>
    <message>
        <source>Sandboxes by status</source>
        <translation>Sandboxes nach Status</translation>
    </message>
    <message>
        <source>Conversations per sandbox (largest %1)</source>
        <translation>Gespräche pro Sandbox (die %1 größten)</translation>
    </message>
    <message>
        <source>Cost (USD)</source>
        <translation>Kosten (USD)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Cost per day (by conversation start, UTC)</source>
        <translation>Kosten pro Tag (nach Gesprächsbeginn, UTC)</translation>
    </message>
    <message>
        <source>per repository</source>
        <translation>pro Repository</translation>
    </message>
    <message>
        <source>per conversation</source>
        <translation>pro Gespräch</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>pro Tag</translation>
    </message>
    <message>
        <source>(the %1 largest; record metrics can lag the agent&apos;s own stats)</source>
        <translation>(die %1 größten; gespeicherte Metriken können hinter den eigenen Statistiken des Agenten zurückliegen)</translation>
    </message>
    <message>
        <source>Pie chart: how many sandboxes are in each status.</source>
        <translation>Kreisdiagramm: wie viele Sandboxes sich in jedem Status befinden.</translation>
    </message>
    <message>
        <source>Bar chart: the sandboxes with the most conversations, running and idle ones apart.</source>
        <translation>Balkendiagramm: die Sandboxes mit den meisten Gesprächen, laufende und inaktive getrennt.</translation>
    </message>
    <message>
        <source>Cost and &amp;tokens:</source>
        <translation>Kosten und &amp;Tokens:</translation>
    </message>
    <message>
        <source>How the cost and token charts group the conversations</source>
        <translation>Wie die Kosten- und Token-Diagramme die Gespräche gruppieren</translation>
    </message>
    <message>
        <source>Bar chart: the largest costs in US dollars.</source>
        <translation>Balkendiagramm: die höchsten Kosten in US-Dollar.</translation>
    </message>
    <message>
        <source>Stacked bar chart: prompt and completion tokens.</source>
        <translation>Gestapeltes Balkendiagramm: Prompt- und Completion-Tokens.</translation>
    </message>
    <message>
        <source>Line chart: the cost of the conversations started on each day.</source>
        <translation>Liniendiagramm: die Kosten der an jedem Tag gestarteten Gespräche.</translation>
    </message>
    <message>
        <source>No data.</source>
        <translation>Keine Daten.</translation>
    </message>
</context>
<context>
    <name>Switchyard::CodeView</name>
    <message>
        <source>File content</source>
        <translation>Dateiinhalt</translation>
    </message>
    <message>
        <source>The file, read-only, with line numbers. Ctrl+F finds text, Ctrl+G goes to a line.</source>
        <translation>Die Datei, schreibgeschützt, mit Zeilennummern. Ctrl+F sucht Text, Ctrl+G springt zu einer Zeile.</translation>
    </message>
    <message>
        <source>Comment on line %1…</source>
        <translation>Zeile %1 kommentieren…</translation>
    </message>
    <message>
        <source>Comment on lines %1–%2…</source>
        <translation>Zeilen %1–%2 kommentieren…</translation>
    </message>
</context>
<context>
    <name>Switchyard::CommandError</name>
    <message>
        <source>The request failed.</source>
        <translation>Die Anfrage ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Not connected to a server.</source>
        <translation>Nicht mit einem Server verbunden.</translation>
    </message>
    <message>
        <source>This action is already in progress.</source>
        <translation>Diese Aktion wird bereits ausgeführt.</translation>
    </message>
    <message>
        <source>It no longer exists on the server.</source>
        <translation>Es existiert auf dem Server nicht mehr.</translation>
    </message>
    <message>
        <source>The server refused in the current state.</source>
        <translation>Der Server lehnt das im jetzigen Zustand ab.</translation>
    </message>
    <message>
        <source>The sandbox is not running.</source>
        <translation>Die Sandbox läuft nicht.</translation>
    </message>
    <message>
        <source>It is over a server limit.</source>
        <translation>Das überschreitet eine Grenze des Servers.</translation>
    </message>
    <message>
        <source>The request is not valid.</source>
        <translation>Die Anfrage ist ungültig.</translation>
    </message>
    <message>
        <source>The server rejected the API key.</source>
        <translation>Der Server hat den API-Schlüssel abgelehnt.</translation>
    </message>
    <message>
        <source>The server could not be reached; try again later.</source>
        <translation>Der Server ist nicht erreichbar; versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The sandbox is paused.</source>
        <translation>Die Sandbox ist pausiert.</translation>
    </message>
    <message>
        <source>The sandbox no longer exists; the conversation is read-only.</source>
        <translation>Die Sandbox existiert nicht mehr; das Gespräch ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>The conversation could not be started.</source>
        <translation>Das Gespräch konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>It did not finish in time.</source>
        <translation>Es wurde nicht rechtzeitig fertig.</translation>
    </message>
    <message>
        <source>The server does not offer this.</source>
        <translation>Der Server bietet das nicht an.</translation>
    </message>
</context>
<context>
    <name>Switchyard::CommandPalette</name>
    <message>
        <source>Command palette</source>
        <translation>Befehlspalette</translation>
    </message>
    <message>
        <source>Type a command or a conversation…</source>
        <translation>Befehl oder Gespräch eingeben…</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Gespräch</translation>
    </message>
    <message>
        <source>Command or conversation</source>
        <translation>Befehl oder Gespräch</translation>
    </message>
    <message>
        <source>Type part of a command or a conversation title; Up and Down choose, Enter runs or opens it, Escape closes</source>
        <translation>Geben Sie einen Teil eines Befehls oder Gesprächstitels ein; die Pfeiltasten Auf/Ab wählen aus, Enter führt aus bzw. öffnet, Escape schließt</translation>
    </message>
    <message>
        <source>Matching commands and conversations</source>
        <translation>Passende Befehle und Gespräche</translation>
    </message>
</context>
<context>
    <name>Switchyard::CompareExport</name>
    <message>
        <source>Compared with Switchyard on %1.</source>
        <translation>Verglichen mit Switchyard am %1.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>No run changed a file.</source>
        <translation>Kein Lauf hat eine Datei geändert.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Runden</translation>
    </message>
</context>
<context>
    <name>Switchyard::CompareFiles</name>
    <message>
        <source>Not changed by this run.</source>
        <translation>Von diesem Lauf nicht geändert.</translation>
    </message>
    <message numerus="yes">
        <source>Changed %n time(s), but the file&apos;s content before the run is not in its events, so the change cannot be shown.</source>
        <translation>
            <numerusform>%n-mal geändert, aber der Inhalt der Datei vor dem Lauf ist nicht in dessen Ereignissen enthalten, daher kann die Änderung nicht angezeigt werden.</numerusform>
            <numerusform>%n-mal geändert, aber der Inhalt der Datei vor dem Lauf ist nicht in dessen Ereignissen enthalten, daher kann die Änderung nicht angezeigt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The resulting file of &quot;%1&quot; is not known from its events.</source>
        <translation>Die Ergebnisdatei von „%1“ geht aus dessen Ereignissen nicht hervor.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; did not change this file; its content there is not known.</source>
        <translation>„%1“ hat diese Datei nicht geändert; ihr Inhalt dort ist nicht bekannt.</translation>
    </message>
</context>
<context>
    <name>Switchyard::CompareFilesPanel</name>
    <message>
        <source>Files changed by the runs</source>
        <translation>Von den Läufen geänderte Dateien</translation>
    </message>
    <message>
        <source>Each run&apos;s change to the file</source>
        <translation>Die Änderung jedes Laufs an der Datei</translation>
    </message>
    <message>
        <source>Resulting file of</source>
        <translation>Ergebnisdatei von</translation>
    </message>
    <message>
        <source>Left run</source>
        <translation>Linker Lauf</translation>
    </message>
    <message>
        <source>Right run</source>
        <translation>Rechter Lauf</translation>
    </message>
    <message>
        <source>against</source>
        <translation>gegenüber</translation>
    </message>
    <message>
        <source>Pick a file above.</source>
        <translation>Wählen Sie oben eine Datei aus.</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Wird verglichen…</translation>
    </message>
    <message>
        <source>Pick two different runs.</source>
        <translation>Wählen Sie zwei verschiedene Läufe aus.</translation>
    </message>
    <message>
        <source>Both runs left the file the same.</source>
        <translation>Beide Läufe haben die Datei gleich hinterlassen.</translation>
    </message>
    <message>
        <source>%1 against %2: +%3 −%4</source>
        <translation>%1 gegenüber %2: +%3 −%4</translation>
    </message>
</context>
<context>
    <name>Switchyard::CompareSession</name>
    <message>
        <source>At most %1 runs can be compared.</source>
        <translation>Es können höchstens %1 Läufe verglichen werden.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: no temporary store could be created.</source>
        <translation>%1 kann nicht geöffnet werden: Es konnte kein temporärer Speicher angelegt werden.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n entry(ies) could not be read.</source>
        <translation>
            <numerusform>%1: %n Eintrag konnte nicht gelesen werden.</numerusform>
            <numerusform>%1: %n Einträge konnten nicht gelesen werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare: %1</source>
        <translation>Vergleich: %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::CompareTables</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), %1</source>
        <translation>
            <numerusform>%n Datei, %1</numerusform>
            <numerusform>%n Dateien, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n without known content)</source>
        <translation>
            <numerusform> (%n ohne bekannten Inhalt)</numerusform>
            <numerusform> (%n ohne bekannten Inhalt)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (last: %2)</source>
        <translation>%1 (zuletzt: %2)</translation>
    </message>
    <message>
        <source>(no message)</source>
        <translation>(keine Nachricht)</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n Aktion</numerusform>
            <numerusform>%n Aktionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n error(s)</source>
        <translation>
            <numerusform>, %n Fehler</numerusform>
            <numerusform>, %n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>%1 (gone from the server)</source>
        <translation>%1 (nicht mehr auf dem Server)</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>Repository</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Branch</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Failed commands</source>
        <translation>Fehlgeschlagene Befehle</translation>
    </message>
    <message>
        <source>Last agent reply</source>
        <translation>Letzte Antwort des Agenten</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Nutzung</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Tokens (prompt / completion)</source>
        <translation>Tokens (Prompt / Completion)</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>Approvals asked</source>
        <translation>Angefragte Genehmigungen</translation>
    </message>
    <message>
        <source>Rejected actions</source>
        <translation>Abgelehnte Aktionen</translation>
    </message>
    <message>
        <source>Questions asked</source>
        <translation>Gestellte Fragen</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Files changed</source>
        <translation>Geänderte Dateien</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>changed (content not known)</source>
        <translation>geändert (Inhalt unbekannt)</translation>
    </message>
    <message>
        <source>new, %1</source>
        <translation>neu, %1</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Before the first message</source>
        <translation>Vor der ersten Nachricht</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::CompareWindow</name>
    <message>
        <source>Compare runs</source>
        <translation>Läufe vergleichen</translation>
    </message>
    <message>
        <source>Summary of the runs</source>
        <translation>Zusammenfassung der Läufe</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Turns of the runs side by side</source>
        <translation>Runden der Läufe nebeneinander</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Importing the trajectory…</source>
        <translation>Trajektorie wird importiert…</translation>
    </message>
    <message>
        <source>Summarising…</source>
        <translation>Wird zusammengefasst…</translation>
    </message>
    <message>
        <source>Add offline trajectory…</source>
        <translation>Offline-Trajektorie hinzufügen…</translation>
    </message>
    <message>
        <source>Mix a trajectory zip into the comparison</source>
        <translation>Ein Trajektorie-Zip in den Vergleich aufnehmen</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Markdown…</source>
        <translation>Markdown…</translation>
    </message>
    <message>
        <source>HTML…</source>
        <translation>HTML…</translation>
    </message>
    <message>
        <source>Pick at least two runs to compare.</source>
        <translation>Wählen Sie mindestens zwei Läufe zum Vergleichen aus.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) compared in %1 ms</source>
        <translation>
            <numerusform>%n Lauf in %1 ms verglichen</numerusform>
            <numerusform>%n Läufe in %1 ms verglichen</numerusform>
        </translation>
    </message>
    <message>
        <source> · importing a trajectory…</source>
        <translation> · Trajektorie wird importiert…</translation>
    </message>
    <message>
        <source>Remove %1 · %2</source>
        <translation>%1 · %2 entfernen</translation>
    </message>
    <message>
        <source>No runs</source>
        <translation>Keine Läufe</translation>
    </message>
    <message>
        <source>Add offline trajectory</source>
        <translation>Offline-Trajektorie hinzufügen</translation>
    </message>
    <message>
        <source>Trajectories (*.zip *.json);;All files (*)</source>
        <translation>Trajektorien (*.zip *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation>Vergleich exportieren</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>Switchyard::ComposerWidget</name>
    <message>
        <source>Resume and send</source>
        <translation>Fortsetzen und senden</translation>
    </message>
    <message>
        <source>Pause agent</source>
        <translation>Agent pausieren</translation>
    </message>
    <message>
        <source>Resume agent</source>
        <translation>Agent fortsetzen</translation>
    </message>
    <message>
        <source>Send a follow-up message… (Ctrl+Enter)</source>
        <translation>Folgenachricht senden… (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Resuming the sandbox; the message is sent as soon as it runs…</source>
        <translation>Sandbox wird fortgesetzt; die Nachricht wird gesendet, sobald sie läuft…</translation>
    </message>
    <message>
        <source>This conversation was deleted on the server.</source>
        <translation>Dieses Gespräch wurde auf dem Server gelöscht.</translation>
    </message>
    <message>
        <source>This conversation is archived: its sandbox no longer exists. You can read it and download its trajectory, but not message it.</source>
        <translation>Dieses Gespräch ist archiviert: seine Sandbox existiert nicht mehr. Sie können es lesen und seine Trajektorie herunterladen, ihm aber keine Nachrichten senden.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Wird gesendet…</translation>
    </message>
    <message>
        <source>Send…</source>
        <translation>Senden…</translation>
    </message>
    <message>
        <source>The sandbox is paused: you will be offered to resume it</source>
        <translation>Die Sandbox ist pausiert: Ihnen wird angeboten, sie fortzusetzen</translation>
    </message>
    <message>
        <source>Send (Ctrl+Enter)</source>
        <translation>Senden (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Resumes the paused sandbox, then sends the message</source>
        <translation>Setzt die pausierte Sandbox fort und sendet dann die Nachricht</translation>
    </message>
    <message>
        <source>Pauses the agent of this conversation; the sandbox keeps running</source>
        <translation>Pausiert den Agent dieses Gesprächs; die Sandbox läuft weiter</translation>
    </message>
    <message>
        <source>Lets the agent of this conversation run again</source>
        <translation>Lässt den Agent dieses Gesprächs wieder laufen</translation>
    </message>
    <message>
        <source>⚠ An action waits for your approval: approve or reject it in the bar above (Ctrl+Shift+A approves).</source>
        <translation>⚠ Eine Aktion wartet auf Ihre Genehmigung: Genehmigen oder lehnen Sie sie in der Leiste oben ab (Ctrl+Shift+A genehmigt).</translation>
    </message>
    <message>
        <source>A follow-up message to the agent; Ctrl+Enter sends it</source>
        <translation>Eine Folgenachricht an den Agent; Ctrl+Enter sendet sie</translation>
    </message>
    <message>
        <source>Sends the message to the agent</source>
        <translation>Sendet die Nachricht an den Agent</translation>
    </message>
</context>
<context>
    <name>Switchyard::ConflictRadarModel</name>
    <message>
        <source>the environment (package installs)</source>
        <translation>die Umgebung (Paketinstallationen)</translation>
    </message>
    <message numerus="yes">
        <source>Touched %n file(s): %1</source>
        <translation>
            <numerusform>%n Datei bearbeitet: %1</numerusform>
            <numerusform>%n Dateien bearbeitet: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>rewrote the worktree: %1</source>
        <translation>Arbeitsbaum neu geschrieben: %1</translation>
    </message>
    <message>
        <source>installed packages</source>
        <translation>Pakete installiert</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> und %n weitere</numerusform>
            <numerusform> und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>This conversation and “%1” both wrote %2 in sandbox %3</source>
        <translation>Dieses Gespräch und „%1“ haben beide %2 in Sandbox %3 geschrieben</translation>
    </message>
    <message>
        <source>This conversation and “%1” overlap in sandbox %2: %3 rewrote the worktree where %4 was edited</source>
        <translation>Dieses Gespräch und „%1“ überschneiden sich in Sandbox %2: %3 hat den Arbeitsbaum neu geschrieben, in dem %4 bearbeitet wurde</translation>
    </message>
    <message>
        <source>This conversation and “%1” both installed packages into the environment of sandbox %2</source>
        <translation>Dieses Gespräch und „%1“ haben beide Pakete in die Umgebung von Sandbox %2 installiert</translation>
    </message>
    <message>
        <source>Approving this would rewrite %1, which “%2” also edited in this sandbox</source>
        <translation>Eine Genehmigung würde %1 neu schreiben, das „%2“ in dieser Sandbox ebenfalls bearbeitet hat</translation>
    </message>
    <message>
        <source>Approving this would write %1, which “%2” also wrote in this sandbox</source>
        <translation>Eine Genehmigung würde %1 schreiben, das „%2“ in dieser Sandbox ebenfalls geschrieben hat</translation>
    </message>
    <message>
        <source>Approving this would change the environment “%1” also installed packages into</source>
        <translation>Eine Genehmigung würde die Umgebung ändern, in die „%1“ ebenfalls Pakete installiert hat</translation>
    </message>
    <message numerus="yes">
        <source> (and %n other conversation(s))</source>
        <translation>
            <numerusform> (und %n weiteres Gespräch)</numerusform>
            <numerusform> (und %n weitere Gespräche)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::ConnectionTester</name>
    <message>
        <source>Plain http:// is only allowed for this computer (localhost, 127.0.0.1, ::1). Use https:// for %1.</source>
        <translation>Unverschlüsseltes http:// ist nur für diesen Computer (localhost, 127.0.0.1, ::1) erlaubt. Verwenden Sie https:// für %1.</translation>
    </message>
    <message>
        <source>The secure connection to %1 failed (TLS): %2. Check the address and the server&apos;s certificate; certificate errors are never ignored.</source>
        <translation>Die sichere Verbindung zu %1 ist fehlgeschlagen (TLS): %2. Prüfen Sie die Adresse und das Zertifikat des Servers; Zertifikatsfehler werden niemals ignoriert.</translation>
    </message>
    <message>
        <source>The server refused access (HTTP 403): %1. Check the organization id and the key&apos;s permissions.</source>
        <translation>Der Server hat den Zugriff verweigert (HTTP 403): %1. Prüfen Sie die Organisations-ID und die Berechtigungen des Schlüssels.</translation>
    </message>
    <message>
        <source>The server rejected the API key (HTTP 401). Check that the key is complete and has not been revoked.</source>
        <translation>Der Server hat den API-Schlüssel abgelehnt (HTTP 401). Prüfen Sie, ob der Schlüssel vollständig ist und nicht widerrufen wurde.</translation>
    </message>
    <message>
        <source>%1 answered with a web page (HTML) instead of the API. This is probably not the server&apos;s base URL, or the server does not offer the V1 API.</source>
        <translation>%1 hat mit einer Webseite (HTML) statt mit der API geantwortet. Vermutlich ist dies nicht die Basis-URL des Servers, oder der Server bietet die V1-API nicht an.</translation>
    </message>
    <message>
        <source>There is no V1 API at %1 (HTTP 404). Check the base URL (without /api/v1).</source>
        <translation>Unter %1 gibt es keine V1-API (HTTP 404). Prüfen Sie die Basis-URL (ohne /api/v1).</translation>
    </message>
    <message>
        <source>Could not reach %1: %2. Check the address and your network.</source>
        <translation>%1 ist nicht erreichbar: %2. Prüfen Sie die Adresse und Ihr Netzwerk.</translation>
    </message>
    <message>
        <source>%1 did not answer in time.</source>
        <translation>%1 hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>%1 answered, but not with the V1 API&apos;s JSON: %2</source>
        <translation>%1 hat geantwortet, aber nicht mit dem JSON der V1-API: %2</translation>
    </message>
    <message>
        <source>The server refused the request (HTTP %1): %2. An organization id must be a UUID.</source>
        <translation>Der Server hat die Anfrage abgelehnt (HTTP %1): %2. Eine Organisations-ID muss eine UUID sein.</translation>
    </message>
    <message>
        <source>The test was cancelled.</source>
        <translation>Der Test wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The server answered with an error (HTTP %1): %2</source>
        <translation>Der Server hat mit einem Fehler geantwortet (HTTP %1): %2</translation>
    </message>
    <message>
        <source>This is not a valid server address. Enter something like https://app.example.com.</source>
        <translation>Dies ist keine gültige Serveradresse. Geben Sie etwa https://app.example.com ein.</translation>
    </message>
    <message>
        <source>Enter an API key first.</source>
        <translation>Geben Sie zuerst einen API-Schlüssel ein.</translation>
    </message>
    <message numerus="yes">
        <source>Connected: the server answers and accepts the key (%n conversation(s)).</source>
        <translation>
            <numerusform>Verbunden: Der Server antwortet und akzeptiert den Schlüssel (%n Gespräch).</numerusform>
            <numerusform>Verbunden: Der Server antwortet und akzeptiert den Schlüssel (%n Gespräche).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::ConversationActions</name>
    <message>
        <source>Approve action</source>
        <translation>Aktion genehmigen</translation>
    </message>
    <message>
        <source>Approve the pending action?</source>
        <translation>Die ausstehende Aktion genehmigen?</translation>
    </message>
    <message>
        <source>Reject action</source>
        <translation>Aktion ablehnen</translation>
    </message>
    <message>
        <source>Why? The agent reads this reason (optional):</source>
        <translation>Warum? Der Agent liest diesen Grund (optional):</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Gespräch umbenennen</translation>
    </message>
    <message>
        <source>New title:</source>
        <translation>Neuer Titel:</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Gespräch löschen</translation>
    </message>
    <message>
        <source>Delete “%1”? Its history on the server is deleted too. This cannot be undone.</source>
        <translation>„%1“ löschen? Sein Verlauf auf dem Server wird ebenfalls gelöscht. Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Pause sandbox</source>
        <translation>Sandbox pausieren</translation>
    </message>
    <message>
        <source>Pause sandbox %1?</source>
        <translation>Sandbox %1 pausieren?</translation>
    </message>
    <message>
        <source>Delete sandbox</source>
        <translation>Sandbox löschen</translation>
    </message>
    <message>
        <source>Delete sandbox %1? Every conversation on it loses its workspace.</source>
        <translation>Sandbox %1 löschen? Jedes Gespräch darauf verliert seinen Arbeitsbereich.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weiteres</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This sandbox is shared by %n conversation(s); it affects all of them. A shared sandbox is not a security boundary.</source>
        <translation>
            <numerusform>Diese Sandbox wird von %n Gespräch genutzt; es ist davon betroffen. Eine gemeinsam genutzte Sandbox ist keine Sicherheitsgrenze.</numerusform>
            <numerusform>Diese Sandbox wird von %n Gesprächen gemeinsam genutzt; alle sind davon betroffen. Eine gemeinsam genutzte Sandbox ist keine Sicherheitsgrenze.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore from archive</source>
        <translation>Aus dem Archiv wiederherstellen</translation>
    </message>
    <message>
        <source>Ar&amp;chive conversation</source>
        <translation>Gespräch a&amp;rchivieren</translation>
    </message>
</context>
<context>
    <name>Switchyard::ConversationCommands</name>
    <message>
        <source>The conversation id is not a UUID.</source>
        <translation>Die Gesprächs-ID ist keine UUID.</translation>
    </message>
    <message>
        <source>The conversation is ready.</source>
        <translation>Das Gespräch ist bereit.</translation>
    </message>
    <message>
        <source>The conversation could not be started.</source>
        <translation>Das Gespräch konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>The conversation could not be started: %1</source>
        <translation>Das Gespräch konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>The conversation is still starting (%1) after a long wait; it will appear in the list when it is ready.</source>
        <translation>Das Gespräch wird nach langer Wartezeit immer noch gestartet (%1); es erscheint in der Liste, sobald es bereit ist.</translation>
    </message>
    <message>
        <source>The start task no longer exists on the server.</source>
        <translation>Die Startaufgabe existiert auf dem Server nicht mehr.</translation>
    </message>
    <message>
        <source>The conversation no longer exists on the server.</source>
        <translation>Das Gespräch existiert auf dem Server nicht mehr.</translation>
    </message>
    <message>
        <source>The message is empty.</source>
        <translation>Die Nachricht ist leer.</translation>
    </message>
    <message>
        <source>Message sent.</source>
        <translation>Nachricht gesendet.</translation>
    </message>
    <message>
        <source>The server did not accept the message.</source>
        <translation>Der Server hat die Nachricht nicht angenommen.</translation>
    </message>
    <message>
        <source>The sandbox of this conversation is paused, so the message was not sent. Resume the sandbox and send it again.</source>
        <translation>Die Sandbox dieses Gesprächs ist pausiert, daher wurde die Nachricht nicht gesendet. Setzen Sie die Sandbox fort und senden Sie die Nachricht erneut.</translation>
    </message>
    <message>
        <source>This conversation is archived: its sandbox no longer exists, so it cannot receive messages. You can still read it and download its trajectory.</source>
        <translation>Dieses Gespräch ist archiviert: seine Sandbox existiert nicht mehr, daher kann es keine Nachrichten empfangen. Sie können es weiterhin lesen und seine Trajektorie herunterladen.</translation>
    </message>
    <message>
        <source>The sandbox cannot accept messages right now (%1).</source>
        <translation>Die Sandbox kann derzeit keine Nachrichten annehmen (%1).</translation>
    </message>
    <message>
        <source>This conversation is archived: its sandbox no longer exists.</source>
        <translation>Dieses Gespräch ist archiviert: seine Sandbox existiert nicht mehr.</translation>
    </message>
    <message>
        <source>The sandbox could not be resumed: %1</source>
        <translation>Die Sandbox konnte nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <source>The sandbox failed while resuming.</source>
        <translation>Beim Fortsetzen der Sandbox ist ein Fehler aufgetreten.</translation>
    </message>
    <message>
        <source>The sandbox no longer exists.</source>
        <translation>Die Sandbox existiert nicht mehr.</translation>
    </message>
    <message>
        <source>The sandbox did not finish resuming in time; the message was not sent.</source>
        <translation>Die Sandbox wurde nicht rechtzeitig fortgesetzt; die Nachricht wurde nicht gesendet.</translation>
    </message>
    <message>
        <source>The agent can only be controlled while its sandbox is running (it is %1).</source>
        <translation>Der Agent kann nur gesteuert werden, während seine Sandbox läuft (Status: %1).</translation>
    </message>
    <message>
        <source>No action is waiting for confirmation (the agent is %1).</source>
        <translation>Keine Aktion wartet auf Bestätigung (Agent-Status: %1).</translation>
    </message>
    <message>
        <source>The agent is pausing.</source>
        <translation>Der Agent wird pausiert.</translation>
    </message>
    <message>
        <source>The agent is running.</source>
        <translation>Der Agent läuft.</translation>
    </message>
    <message>
        <source>The action was approved.</source>
        <translation>Die Aktion wurde genehmigt.</translation>
    </message>
    <message>
        <source>The action was rejected.</source>
        <translation>Die Aktion wurde abgelehnt.</translation>
    </message>
    <message>
        <source>The title is empty.</source>
        <translation>Der Titel ist leer.</translation>
    </message>
    <message>
        <source>Renamed to “%1”.</source>
        <translation>Umbenannt in „%1“.</translation>
    </message>
    <message>
        <source>The conversation was deleted.</source>
        <translation>Das Gespräch wurde gelöscht.</translation>
    </message>
    <message>
        <source>The agent asks you a question: answer it instead of approving.</source>
        <translation>Der Agent stellt Ihnen eine Frage: Beantworten Sie sie, statt zu genehmigen.</translation>
    </message>
</context>
<context>
    <name>Switchyard::ConversationDelegate</name>
    <message>
        <source>%1 (deleted)</source>
        <translation>%1 (gelöscht)</translation>
    </message>
    <message>
        <source>no repository</source>
        <translation>kein Repository</translation>
    </message>
    <message>
        <source>Start failed</source>
        <translation>Start fehlgeschlagen</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <translation>Schritt %1 von %2 · %3</translation>
    </message>
    <message>
        <source>%1 (archived)</source>
        <translation>%1 (archiviert)</translation>
    </message>
    <message>
        <source>↳ parent not shown · %1</source>
        <translation>↳ übergeordnetes Gespräch ausgeblendet · %1</translation>
    </message>
    <message>
        <source>offline, from a file</source>
        <translation>offline, aus einer Datei</translation>
    </message>
    <message>
        <source>PR %1</source>
        <translation>PR %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::ConversationHeader</name>
    <message>
        <source>Open conversation</source>
        <translation>Offene Unterhaltung</translation>
    </message>
    <message>
        <source>gone from the server</source>
        <translation>nicht mehr auf dem Server</translation>
    </message>
</context>
<context>
    <name>Switchyard::ConversationListModel</name>
    <message>
        <source>New conversation</source>
        <translation>Neues Gespräch</translation>
    </message>
    <message>
        <source>New conversation on %1</source>
        <translation>Neues Gespräch auf %1</translation>
    </message>
    <message>
        <source>Starting: %1</source>
        <translation>Wird gestartet: %1</translation>
    </message>
    <message>
        <source>Start failed</source>
        <translation>Start fehlgeschlagen</translation>
    </message>
    <message>
        <source>Start failed: %1</source>
        <translation>Start fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Changed since you last looked</source>
        <translation>Geändert, seit Sie zuletzt nachgesehen haben</translation>
    </message>
    <message>
        <source>Local tags: %1</source>
        <translation>Lokale Tags: %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::ConversationListWidget</name>
    <message>
        <source>Search conversations</source>
        <translation>Gespräche durchsuchen</translation>
    </message>
    <message>
        <source>Needs me</source>
        <translation>Braucht mich</translation>
    </message>
    <message>
        <source>Show only conversations waiting for approval, in error or stuck</source>
        <translation>Nur Gespräche anzeigen, die auf Genehmigung warten, fehlerhaft oder festgefahren sind</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Neu…</translation>
    </message>
    <message>
        <source>Start a conversation (Ctrl+N)</source>
        <translation>Gespräch starten (Ctrl+N)</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>Repository</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>Last activity</source>
        <translation>Letzte Aktivität</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Beliebige Zeit</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Letzte Stunde</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Letzte 24 Stunden</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Sortieren</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Zuletzt aktiv</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Gespräche</translation>
    </message>
    <message>
        <source>All repos</source>
        <translation>Alle Repos</translation>
    </message>
    <message>
        <source>All models</source>
        <translation>Alle Modelle</translation>
    </message>
    <message>
        <source>All sandboxes</source>
        <translation>Alle Sandboxes</translation>
    </message>
    <message>
        <source>Agent status</source>
        <translation>Agent-Status</translation>
    </message>
    <message>
        <source>Filter •</source>
        <translation>Filter •</translation>
    </message>
    <message>
        <source>Sandbox status</source>
        <translation>Sandbox-Status</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>Needs me first</source>
        <translation>„Braucht mich“ zuerst</translation>
    </message>
    <message>
        <source>Show starting conversations</source>
        <translation>Startende Gespräche anzeigen</translation>
    </message>
    <message>
        <source>Show deleted conversations</source>
        <translation>Gelöschte Gespräche anzeigen</translation>
    </message>
    <message>
        <source>Clear all filters</source>
        <translation>Alle Filter zurücksetzen</translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n angezeigt</numerusform>
            <numerusform>%n angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> von %1</translation>
    </message>
    <message numerus="yes">
        <source> · %n starting</source>
        <translation>
            <numerusform> · %n startet</numerusform>
            <numerusform> · %n starten</numerusform>
        </translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Gespräch</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Copy id</source>
        <translation>ID kopieren</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Pause agent</source>
        <translation>Agent pausieren</translation>
    </message>
    <message>
        <source>Resume agent</source>
        <translation>Agent fortsetzen</translation>
    </message>
    <message>
        <source>Pause sandbox</source>
        <translation>Sandbox pausieren</translation>
    </message>
    <message numerus="yes">
        <source>This sandbox is shared: pausing it also pauses %n other conversation(s).</source>
        <translation>
            <numerusform>Diese Sandbox wird gemeinsam genutzt: Wenn Sie sie pausieren, wird auch %n weiteres Gespräch pausiert.</numerusform>
            <numerusform>Diese Sandbox wird gemeinsam genutzt: Wenn Sie sie pausieren, werden auch %n weitere Gespräche pausiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume sandbox</source>
        <translation>Sandbox fortsetzen</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <source>Empty sandbox</source>
        <translation>Leere Sandbox</translation>
    </message>
    <message>
        <source>No conversation is left on sandbox %1. Delete the sandbox too?</source>
        <translation>Auf Sandbox %1 ist kein Gespräch mehr vorhanden. Die Sandbox auch löschen?</translation>
    </message>
    <message>
        <source>Filters by execution status, sandbox status, trigger and more</source>
        <translation>Filtert nach Ausführungsstatus, Sandbox-Status, Auslöser und mehr</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Neues Gespräch</translation>
    </message>
    <message>
        <source>Shows only the conversations on this repository</source>
        <translation>Zeigt nur die Gespräche zu diesem Repository</translation>
    </message>
    <message>
        <source>Shows only the conversations using this model</source>
        <translation>Zeigt nur die Gespräche mit diesem Modell</translation>
    </message>
    <message>
        <source>Shows only the conversations in this sandbox</source>
        <translation>Zeigt nur die Gespräche in dieser Sandbox</translation>
    </message>
    <message>
        <source>Shows only the conversations active in this period</source>
        <translation>Zeigt nur die in diesem Zeitraum aktiven Gespräche</translation>
    </message>
    <message>
        <source>Sort order of the list; conversations that need you come first</source>
        <translation>Sortierung der Liste; Gespräche, die auf Sie warten, stehen oben</translation>
    </message>
    <message>
        <source>Dismiss failed start</source>
        <translation>Startfehler verwerfen</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archivieren</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausieren</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Archive the selected conversations: hidden from the list, kept here and on the server</source>
        <translation>Die ausgewählten Gespräche archivieren: aus der Liste ausgeblendet, hier und auf dem Server erhalten</translation>
    </message>
    <message>
        <source>Put the selected archived conversations back in the list</source>
        <translation>Die ausgewählten archivierten Gespräche wieder in die Liste aufnehmen</translation>
    </message>
    <message>
        <source>Download the trajectory of each selected conversation into a folder</source>
        <translation>Die Trajektorie jedes ausgewählten Gesprächs in einen Ordner herunterladen</translation>
    </message>
    <message>
        <source>Pause the sandboxes of the selected conversations</source>
        <translation>Die Sandboxes der ausgewählten Gespräche pausieren</translation>
    </message>
    <message>
        <source>Resume the sandboxes of the selected conversations</source>
        <translation>Die Sandboxes der ausgewählten Gespräche fortsetzen</translation>
    </message>
    <message>
        <source>Delete the selected conversations on the server</source>
        <translation>Die ausgewählten Gespräche auf dem Server löschen</translation>
    </message>
    <message>
        <source>Every conversation with its status; Enter opens one, the context menu renames, archives, pauses or deletes it; Shift or Ctrl selects many; Left and Right fold and unfold sub-conversations</source>
        <translation>Alle Gespräche mit ihrem Status; Enter öffnet eines, das Kontextmenü benennt es um, archiviert, pausiert oder löscht es; Shift oder Ctrl wählt mehrere aus; Links und Rechts klappen Untergespräche zu und auf</translation>
    </message>
    <message>
        <source>Not archived</source>
        <translation>Nicht archiviert</translation>
    </message>
    <message>
        <source>Archived</source>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Beide</translation>
    </message>
    <message>
        <source>Select all shown</source>
        <translation>Alle angezeigten auswählen</translation>
    </message>
    <message>
        <source>Selects every conversation the filters show, for archiving, exporting, pausing, resuming or deleting them together</source>
        <translation>Wählt alle Gespräche aus, die die Filter anzeigen, um sie gemeinsam zu archivieren, zu exportieren, zu pausieren, fortzusetzen oder zu löschen</translation>
    </message>
    <message numerus="yes">
        <source> · %n conversation(s) need(s) you</source>
        <translation>
            <numerusform> · %n Gespräch braucht Sie</numerusform>
            <numerusform> · %n Gespräche brauchen Sie</numerusform>
        </translation>
    </message>
    <message>
        <source> · archived</source>
        <translation> · archiviert</translation>
    </message>
    <message numerus="yes">
        <source> · %n archived hidden</source>
        <translation>
            <numerusform> · %n archiviertes ausgeblendet</numerusform>
            <numerusform> · %n archivierte ausgeblendet</numerusform>
        </translation>
    </message>
    <message>
        <source>Open in browser</source>
        <translation>Im Browser öffnen</translation>
    </message>
    <message>
        <source>Copy web link</source>
        <translation>Weblink kopieren</translation>
    </message>
    <message>
        <source>Restore from archive</source>
        <translation>Aus dem Archiv wiederherstellen</translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>%n ausgewählt</numerusform>
            <numerusform>%n ausgewählt</numerusform>
        </translation>
    </message>
    <message>
        <source>Archive conversations</source>
        <translation>Gespräche archivieren</translation>
    </message>
    <message numerus="yes">
        <source>Archive %n conversation(s)?</source>
        <translation>
            <numerusform>%n Gespräch archivieren?</numerusform>
            <numerusform>%n Gespräche archivieren?</numerusform>
        </translation>
    </message>
    <message>
        <source>They are hidden from the list and kept, on this computer and on the server; the Archived view shows them and restores them. Their sandboxes are not touched.</source>
        <translation>Sie werden aus der Liste ausgeblendet und bleiben erhalten, auf diesem Computer und auf dem Server; die Ansicht „Archiviert“ zeigt sie und stellt sie wieder her. Ihre Sandboxes bleiben unberührt.</translation>
    </message>
    <message>
        <source>already archived</source>
        <translation>bereits archiviert</translation>
    </message>
    <message>
        <source>Restore conversations</source>
        <translation>Gespräche wiederherstellen</translation>
    </message>
    <message numerus="yes">
        <source>Put %n conversation(s) back in the list?</source>
        <translation>
            <numerusform>%n Gespräch wieder in die Liste aufnehmen?</numerusform>
            <numerusform>%n Gespräche wieder in die Liste aufnehmen?</numerusform>
        </translation>
    </message>
    <message>
        <source>not archived</source>
        <translation>nicht archiviert</translation>
    </message>
    <message>
        <source>Export trajectories</source>
        <translation>Trajektorien exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Download the trajectory of %n conversation(s)?</source>
        <translation>
            <numerusform>Die Trajektorie von %n Gespräch herunterladen?</numerusform>
            <numerusform>Die Trajektorien von %n Gesprächen herunterladen?</numerusform>
        </translation>
    </message>
    <message>
        <source>One zip file per conversation, into the folder you choose; files already there are kept.</source>
        <translation>Eine Zip-Datei pro Gespräch, in den gewählten Ordner; bereits vorhandene Dateien bleiben erhalten.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>deleted on the server</source>
        <translation>auf dem Server gelöscht</translation>
    </message>
    <message>
        <source>Pause sandboxes</source>
        <translation>Sandboxes pausieren</translation>
    </message>
    <message numerus="yes">
        <source>Pause %n sandbox(es)?</source>
        <translation>
            <numerusform>%n Sandbox pausieren?</numerusform>
            <numerusform>%n Sandboxes pausieren?</numerusform>
        </translation>
    </message>
    <message>
        <source>The agents on them stop; their workspaces are kept. Resuming takes a while.</source>
        <translation>Die Agenten darauf halten an; ihre Arbeitsbereiche bleiben erhalten. Das Fortsetzen dauert eine Weile.</translation>
    </message>
    <message>
        <source>their sandbox is not running</source>
        <translation>Sandbox läuft nicht</translation>
    </message>
    <message>
        <source>Pausing a shared sandbox pauses every conversation on it, the ones listed too.</source>
        <translation>Das Pausieren einer gemeinsam genutzten Sandbox pausiert jedes Gespräch darauf, auch die aufgeführten.</translation>
    </message>
    <message>
        <source>Resume sandboxes</source>
        <translation>Sandboxes fortsetzen</translation>
    </message>
    <message numerus="yes">
        <source>Resume %n sandbox(es)?</source>
        <translation>
            <numerusform>%n Sandbox fortsetzen?</numerusform>
            <numerusform>%n Sandboxes fortsetzen?</numerusform>
        </translation>
    </message>
    <message>
        <source>their sandbox is not paused</source>
        <translation>Sandbox ist nicht pausiert</translation>
    </message>
    <message>
        <source>A shared sandbox resumes for every conversation on it.</source>
        <translation>Eine gemeinsam genutzte Sandbox wird für jedes Gespräch darauf fortgesetzt.</translation>
    </message>
    <message>
        <source>Delete conversations</source>
        <translation>Gespräche löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n conversation(s)?</source>
        <translation>
            <numerusform>%n Gespräch löschen?</numerusform>
            <numerusform>%n Gespräche löschen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Their events, sub-conversations and start tasks are deleted on the server. This cannot be undone; export the trajectories first if you need them.</source>
        <translation>Ihre Ereignisse, Untergespräche und Startaufgaben werden auf dem Server gelöscht. Dies kann nicht rückgängig gemacht werden; exportieren Sie vorher die Trajektorien, falls Sie sie benötigen.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>already deleted on the server</source>
        <translation>bereits auf dem Server gelöscht</translation>
    </message>
    <message>
        <source>A shared sandbox stays for the conversations outside the selection.</source>
        <translation>Eine gemeinsam genutzte Sandbox bleibt für die Gespräche außerhalb der Auswahl bestehen.</translation>
    </message>
    <message>
        <source>Export trajectories into</source>
        <translation>Trajektorien exportieren nach</translation>
    </message>
    <message>
        <source>Mark as read</source>
        <translation>Als gelesen markieren</translation>
    </message>
    <message>
        <source>Mark as unread</source>
        <translation>Als ungelesen markieren</translation>
    </message>
    <message>
        <source>Mark all read</source>
        <translation>Alle als gelesen markieren</translation>
    </message>
    <message numerus="yes">
        <source>Compare %n runs…</source>
        <translation>
            <numerusform>%n Lauf vergleichen…</numerusform>
            <numerusform>%n Läufe vergleichen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare (pick %1 to %2 runs)</source>
        <translation>Vergleichen (%1 bis %2 Läufe auswählen)</translation>
    </message>
    <message>
        <source>Compare group</source>
        <translation>Gruppe vergleichen</translation>
    </message>
    <message>
        <source>Show every conversation</source>
        <translation>Alle Gespräche anzeigen</translation>
    </message>
    <message>
        <source>Show only this group</source>
        <translation>Nur diese Gruppe anzeigen</translation>
    </message>
    <message>
        <source>Active in the selected range</source>
        <translation>Aktiv im ausgewählten Zeitraum</translation>
    </message>
    <message>
        <source>Remove tag</source>
        <translation>Tag entfernen</translation>
    </message>
    <message>
        <source>Remove tag “%1”</source>
        <translation>Tag „%1“ entfernen</translation>
    </message>
    <message>
        <source>Search titles, repos, branches, tags, messages…</source>
        <translation>Titel, Repos, Branches, Tags, Nachrichten suchen…</translation>
    </message>
    <message>
        <source>Matches titles, repositories, branches, models, local tags and message text</source>
        <translation>Findet Titel, Repositorys, Branches, Modelle, lokale Tags und Nachrichtentext</translation>
    </message>
</context>
<context>
    <name>Switchyard::ConversationPage</name>
    <message>
        <source>Conversation details</source>
        <translation>Gesprächsdetails</translation>
    </message>
    <message>
        <source>Changes, files, skills and hooks, metadata and usage of the selected conversation (Alt+1 to Alt+4)</source>
        <translation>Änderungen, Dateien, Skills und Hooks, Metadaten und Nutzung des ausgewählten Gesprächs (Alt+1 bis Alt+4)</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Skills &amp;&amp; hooks</source>
        <translation>Skills &amp;&amp; Hooks</translation>
    </message>
    <message>
        <source>Metadata &amp;&amp; usage</source>
        <translation>Metadaten &amp;&amp; Nutzung</translation>
    </message>
    <message>
        <source>The server does not answer.</source>
        <translation>Der Server antwortet nicht.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
</context>
<context>
    <name>Switchyard::ConversationPeek</name>
    <message>
        <source>Peek</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>No events cached yet.</source>
        <translation>Noch keine Ereignisse zwischengespeichert.</translation>
    </message>
    <message>
        <source>No events to show.</source>
        <translation>Keine Ereignisse anzuzeigen.</translation>
    </message>
    <message>
        <source>Waiting for your approval: %1 (risk: %2)</source>
        <translation>Wartet auf Ihre Genehmigung: %1 (Risiko: %2)</translation>
    </message>
    <message>
        <source>an action</source>
        <translation>eine Aktion</translation>
    </message>
    <message>
        <source>not rated</source>
        <translation>nicht bewertet</translation>
    </message>
</context>
<context>
    <name>Switchyard::Credentials</name>
    <message>
        <source>No system keychain is available (%1). API keys are kept in memory for this session only and must be entered again after a restart.</source>
        <translation>Kein System-Schlüsselbund verfügbar (%1). API-Schlüssel werden nur für diese Sitzung im Speicher gehalten und müssen nach einem Neustart erneut eingegeben werden.</translation>
    </message>
    <message>
        <source>The system keychain did not remove the API key (%1): it is still stored there.</source>
        <translation>Der System-Schlüsselbund hat den API-Schlüssel nicht entfernt (%1): Er ist dort weiterhin gespeichert.</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
</context>
<context>
    <name>Switchyard::DeleteConversationDialog</name>
    <message>
        <source>Delete conversation</source>
        <translation>Gespräch löschen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Delete “%1”?&lt;/b&gt;&lt;br&gt;Its events, sub-conversations and start tasks are deleted on the server. This cannot be undone; download the trajectory first if you need it.</source>
        <translation>&lt;b&gt;„%1“ löschen?&lt;/b&gt;&lt;br&gt;Seine Ereignisse, Untergespräche und Startaufgaben werden auf dem Server gelöscht. Dies kann nicht rückgängig gemacht werden; laden Sie vorher die Trajektorie herunter, falls Sie sie benötigen.</translation>
    </message>
    <message>
        <source>Also delete its sandbox %1 if no conversation is left on it</source>
        <translation>Auch seine Sandbox %1 löschen, wenn darauf kein Gespräch mehr vorhanden ist</translation>
    </message>
    <message numerus="yes">
        <source>The sandbox is shared with %n other conversation(s); it stays.</source>
        <translation>
            <numerusform>Die Sandbox wird mit %n weiteren Gespräch gemeinsam genutzt; sie bleibt erhalten.</numerusform>
            <numerusform>Die Sandbox wird mit %n weiteren Gesprächen gemeinsam genutzt; sie bleibt erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server normally removes a sandbox left empty by itself; after the delete, the sandbox is checked again and deleted only if it is really empty.</source>
        <translation>Der Server entfernt eine leer gewordene Sandbox normalerweise selbst; nach dem Löschen wird die Sandbox erneut geprüft und nur gelöscht, wenn sie wirklich leer ist.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>After the delete, the sandbox is checked again and deleted only if no conversation is left on it</source>
        <translation>Nach dem Löschen wird die Sandbox erneut geprüft und nur gelöscht, wenn kein Gespräch mehr darauf ist</translation>
    </message>
</context>
<context>
    <name>Switchyard::DemoServer</name>
    <message>
        <source>The built-in simulator could not listen on 127.0.0.1.</source>
        <translation>Der integrierte Simulator konnte nicht auf 127.0.0.1 lauschen.</translation>
    </message>
</context>
<context>
    <name>Switchyard::DiffView</name>
    <message>
        <source>Both versions are empty.</source>
        <translation>Beide Versionen sind leer.</translation>
    </message>
    <message>
        <source>No changes.</source>
        <translation>Keine Änderungen.</translation>
    </message>
    <message>
        <source>no newline at end</source>
        <translation>kein Zeilenumbruch am Ende</translation>
    </message>
    <message>
        <source>CRLF</source>
        <translation>CRLF</translation>
    </message>
    <message>
        <source>LF</source>
        <translation>LF</translation>
    </message>
    <message numerus="yes">
        <source>⋯ %n unchanged line(s) — click to show</source>
        <translation>
            <numerusform>⋯ %n unveränderte Zeile — zum Anzeigen klicken</numerusform>
            <numerusform>⋯ %n unveränderte Zeilen — zum Anzeigen klicken</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy old line %1</source>
        <translation>Alte Zeile %1 kopieren</translation>
    </message>
    <message>
        <source>Copy new line %1</source>
        <translation>Neue Zeile %1 kopieren</translation>
    </message>
    <message>
        <source>Copy as unified diff</source>
        <translation>Als Unified Diff kopieren</translation>
    </message>
    <message>
        <source>Show all lines</source>
        <translation>Alle Zeilen anzeigen</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <source>Unified</source>
        <translation>Einheitlich</translation>
    </message>
    <message>
        <source>Diff</source>
        <translation>Diff</translation>
    </message>
    <message>
        <source>The changed lines of a file, old and new. N or J: next change; P or K: previous change; A: show all unchanged lines; Home, End: first and last line; the context menu copies lines and switches between unified and side by side.</source>
        <translation>Die geänderten Zeilen einer Datei, alt und neu. N oder J: nächste Änderung; P oder K: vorherige Änderung; A: alle unveränderten Zeilen zeigen; Pos1, Ende: erste und letzte Zeile; das Kontextmenü kopiert Zeilen und wechselt zwischen einheitlicher und nebeneinanderliegender Ansicht.</translation>
    </message>
    <message>
        <source>Outdated: the lines changed since.
%1</source>
        <translation>Veraltet: Die Zeilen haben sich seitdem geändert.
%1</translation>
    </message>
    <message>
        <source>Comment on line %1…</source>
        <translation>Zeile %1 kommentieren…</translation>
    </message>
    <message>
        <source>Comment on lines %1–%2…</source>
        <translation>Zeilen %1–%2 kommentieren…</translation>
    </message>
</context>
<context>
    <name>Switchyard::DownloadCommands</name>
    <message>
        <source>Not connected to a server.</source>
        <translation>Nicht mit einem Server verbunden.</translation>
    </message>
    <message>
        <source>The download was cancelled.</source>
        <translation>Der Download wurde abgebrochen.</translation>
    </message>
    <message>
        <source>An export of this conversation is already running on the server. Try again in a minute.</source>
        <translation>Ein Export dieses Gesprächs läuft bereits auf dem Server. Versuchen Sie es in einer Minute erneut.</translation>
    </message>
    <message>
        <source>This conversation has more events than the server exports (at most 10,000). Review it live in the timeline, or export a transcript from Switchyard instead.</source>
        <translation>Dieses Gespräch hat mehr Ereignisse, als der Server exportiert (höchstens 10.000). Sehen Sie es live im Verlauf an oder exportieren Sie stattdessen ein Transkript aus Switchyard.</translation>
    </message>
</context>
<context>
    <name>Switchyard::DownloadDialog</name>
    <message>
        <source>Download trajectory</source>
        <translation>Trajektorie herunterladen</translation>
    </message>
    <message>
        <source>Downloading to %1…</source>
        <translation>Wird nach %1 heruntergeladen…</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>Download-Fortschritt</translation>
    </message>
    <message>
        <source>Save trajectory</source>
        <translation>Trajektorie speichern</translation>
    </message>
    <message>
        <source>Trajectory archives (*.zip)</source>
        <translation>Trajektorie-Archive (*.zip)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Downloading to %1… %2</source>
        <translation>Wird nach %1 heruntergeladen… %2</translation>
    </message>
</context>
<context>
    <name>Switchyard::EventCard</name>
    <message numerus="yes">
        <source>⋯ %n more line(s) — show all</source>
        <translation>
            <numerusform>⋯ %n weitere Zeile — alle anzeigen</numerusform>
            <numerusform>⋯ %n weitere Zeilen — alle anzeigen</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking (%1 characters)</source>
        <translation>Denken (%1 Zeichen)</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Denken</translation>
    </message>
    <message>
        <source>%1 unchanged lines</source>
        <translation>%1 unveränderte Zeilen</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>exit 0</source>
        <translation>exit 0</translation>
    </message>
    <message>
        <source>still running</source>
        <translation>läuft noch</translation>
    </message>
    <message>
        <source>exit %1</source>
        <translation>exit %1</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Screenshot</source>
        <translation>Screenshot</translation>
    </message>
    <message>
        <source>(could not be decoded)</source>
        <translation>(konnte nicht dekodiert werden)</translation>
    </message>
    <message>
        <source>Agent error</source>
        <translation>Agent-Fehler</translation>
    </message>
    <message>
        <source>Rejected by a hook</source>
        <translation>Von einem Hook abgelehnt</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>Invalid tool call</source>
        <translation>Ungültiger Tool-Aufruf</translation>
    </message>
    <message>
        <source>The model called “%1” with arguments the tool does not accept.</source>
        <translation>Das Modell hat „%1“ mit Argumenten aufgerufen, die das Tool nicht akzeptiert.</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>Input to the running process</source>
        <translation>Eingabe an den laufenden Prozess</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Open the file&apos;s diff</source>
        <translation>Diff der Datei öffnen</translation>
    </message>
    <message>
        <source>Patch</source>
        <translation>Patch</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Terminal</source>
        <translation>Terminal</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Edit result</source>
        <translation>Bearbeitungsergebnis</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Abschließen</translation>
    </message>
    <message>
        <source>Think</source>
        <translation>Denken</translation>
    </message>
    <message>
        <source>MCP tool</source>
        <translation>MCP-Tool</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Invalid call</source>
        <translation>Ungültiger Aufruf</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Server error</source>
        <translation>Serverfehler</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>System-Prompt</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Interrupt</source>
        <translation>Unterbrechung</translation>
    </message>
    <message>
        <source>Condensation</source>
        <translation>Verdichtung</translation>
    </message>
    <message>
        <source>Hook</source>
        <translation>Hook</translation>
    </message>
    <message>
        <source>Streaming</source>
        <translation>Streaming</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>LLM log</source>
        <translation>LLM-Protokoll</translation>
    </message>
    <message>
        <source>ACP tool</source>
        <translation>ACP-Tool</translation>
    </message>
    <message>
        <source>Browser</source>
        <translation>Browser</translation>
    </message>
    <message>
        <source>Low risk</source>
        <translation>Geringes Risiko</translation>
    </message>
    <message>
        <source>Medium risk</source>
        <translation>Mittleres Risiko</translation>
    </message>
    <message>
        <source>High risk</source>
        <translation>Hohes Risiko</translation>
    </message>
    <message>
        <source>Unknown risk</source>
        <translation>Unbekanntes Risiko</translation>
    </message>
    <message>
        <source>Risk: %1</source>
        <translation>Risiko: %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message numerus="yes">
        <source>%n image(s) attached</source>
        <translation>
            <numerusform>%n Bild angehängt</numerusform>
            <numerusform>%n Bilder angehängt</numerusform>
        </translation>
    </message>
    <message>
        <source>Skills: %1</source>
        <translation>Skills: %1</translation>
    </message>
    <message>
        <source>Classified as %1</source>
        <translation>Eingestuft als %1</translation>
    </message>
    <message>
        <source>State update</source>
        <translation>Zustandsaktualisierung</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Nutzung</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Completion</source>
        <translation>Completion</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier event(s) forgotten by the agent</source>
        <translation>
            <numerusform>%n früheres Ereignis vom Agenten vergessen</numerusform>
            <numerusform>%n frühere Ereignisse vom Agenten vergessen</numerusform>
        </translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>Hook %1</source>
        <translation>Hook %1</translation>
    </message>
    <message>
        <source>Tool: %1</source>
        <translation>Tool: %1</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>Grund: %1</translation>
    </message>
    <message>
        <source>Hook error</source>
        <translation>Hook-Fehler</translation>
    </message>
    <message>
        <source>stdout</source>
        <translation>stdout</translation>
    </message>
    <message>
        <source>stderr</source>
        <translation>stderr</translation>
    </message>
    <message>
        <source>Streaming reply</source>
        <translation>Gestreamte Antwort</translation>
    </message>
    <message numerus="yes">
        <source>%n delta(s)</source>
        <translation>
            <numerusform>%n Delta</numerusform>
            <numerusform>%n Deltas</numerusform>
        </translation>
    </message>
    <message>
        <source>Tools: %1</source>
        <translation>Tools: %1</translation>
    </message>
    <message>
        <source>unknown kind</source>
        <translation>unbekannte Art</translation>
    </message>
    <message>
        <source>policy %1</source>
        <translation>Richtlinie %1</translation>
    </message>
    <message>
        <source>Security analysis:</source>
        <translation>Sicherheitsanalyse:</translation>
    </message>
    <message>
        <source>Security analysis (%1):</source>
        <translation>Sicherheitsanalyse (%1):</translation>
    </message>
    <message>
        <source>several answers possible</source>
        <translation>mehrere Antworten möglich</translation>
    </message>
    <message>
        <source>Free text answer</source>
        <translation>Freitextantwort</translation>
    </message>
    <message numerus="yes">
        <source>Answer within %n second(s), or the agent server dismisses the question.</source>
        <translation>
            <numerusform>Antworten Sie innerhalb von %n Sekunde, sonst verwirft der Agent-Server die Frage.</numerusform>
            <numerusform>Antworten Sie innerhalb von %n Sekunden, sonst verwirft der Agent-Server die Frage.</numerusform>
        </translation>
    </message>
    <message>
        <source>Declined to answer.</source>
        <translation>Antwort verweigert.</translation>
    </message>
    <message>
        <source>Dismissed by the agent server (timed out or closed).</source>
        <translation>Vom Agent-Server verworfen (abgelaufen oder geschlossen).</translation>
    </message>
    <message>
        <source>Dismissed.</source>
        <translation>Verworfen.</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Antwort: %1</translation>
    </message>
    <message>
        <source>Accepted without picking an option.</source>
        <translation>Zugestimmt, ohne eine Option zu wählen.</translation>
    </message>
    <message>
        <source>The agent asks you a question and waits for your answer.</source>
        <translation>Der Agent stellt Ihnen eine Frage und wartet auf Ihre Antwort.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
</context>
<context>
    <name>Switchyard::EventSummary</name>
    <message>
        <source>Invalid tool call: %1</source>
        <translation>Ungültiger Tool-Aufruf: %1</translation>
    </message>
    <message>
        <source>exit %1: </source>
        <translation>exit %1: </translation>
    </message>
    <message numerus="yes">
        <source>Condensed %n event(s)</source>
        <translation>
            <numerusform>%n Ereignis verdichtet</numerusform>
            <numerusform>%n Ereignisse verdichtet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>System prompt, %n tool(s)</source>
        <translation>
            <numerusform>System-Prompt, %n Tool</numerusform>
            <numerusform>System-Prompt, %n Tools</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Unterbrochen</translation>
    </message>
    <message>
        <source>Condensation requested</source>
        <translation>Verdichtung angefordert</translation>
    </message>
    <message>
        <source>Unknown event kind %1</source>
        <translation>Unbekannte Ereignisart %1</translation>
    </message>
    <message>
        <source>Choosing a model for the task</source>
        <translation>Modell für die Aufgabe wird gewählt</translation>
    </message>
    <message>
        <source>Switch to model profile %1</source>
        <translation>Zum Modellprofil %1 wechseln</translation>
    </message>
    <message>
        <source>Switch to model profile %1: %2</source>
        <translation>Zum Modellprofil %1 wechseln: %2</translation>
    </message>
    <message>
        <source>Now using %1</source>
        <translation>Verwendet jetzt %1</translation>
    </message>
    <message>
        <source>Task classified as %1, now using %2</source>
        <translation>Aufgabe als %1 eingestuft, verwendet jetzt %2</translation>
    </message>
    <message numerus="yes">
        <source>Question: %1 (and %n more)</source>
        <translation>
            <numerusform>Frage: %1 (und %n weitere)</numerusform>
            <numerusform>Frage: %1 (und %n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>Frage: %1</translation>
    </message>
    <message>
        <source>Declined to answer</source>
        <translation>Beantwortung abgelehnt</translation>
    </message>
    <message>
        <source>Question dismissed</source>
        <translation>Frage verworfen</translation>
    </message>
    <message>
        <source>Answered: %1</source>
        <translation>Beantwortet: %1</translation>
    </message>
    <message>
        <source>Security check: %1 risk (%2)</source>
        <translation>Sicherheitsprüfung: Risiko %1 (%2)</translation>
    </message>
</context>
<context>
    <name>Switchyard::ExportCli</name>
    <message>
        <source>Export a trajectory (a /download zip, an agent-server folder or its zip) as a transcript, with secrets redacted.</source>
        <translation>Exportiert eine Trajektorie (ein /download-Zip, einen Agent-Server-Ordner oder dessen Zip) als Transkript, mit geschwärzten Geheimnissen.</translation>
    </message>
    <message>
        <source>Output format: markdown, html or json-summary.</source>
        <translation>Ausgabeformat: markdown, html oder json-summary.</translation>
    </message>
    <message>
        <source>Write to this file instead of standard output.</source>
        <translation>In diese Datei statt in die Standardausgabe schreiben.</translation>
    </message>
    <message>
        <source>The trajectory to export.</source>
        <translation>Die zu exportierende Trajektorie.</translation>
    </message>
    <message>
        <source>expected exactly one FILE</source>
        <translation>genau ein FILE erwartet</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot; (markdown, html, json-summary)</source>
        <translation>unbekanntes Format „%1“ (markdown, html, json-summary)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>Switchyard::Exporter</name>
    <message numerus="yes">
        <source>… %n more line(s) not shown</source>
        <translation>
            <numerusform>… %n weitere Zeile nicht angezeigt</numerusform>
            <numerusform>… %n weitere Zeilen nicht angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Action: %1</source>
        <translation>Aktion: %1</translation>
    </message>
    <message>
        <source>risk %1</source>
        <translation>Risiko %1</translation>
    </message>
    <message>
        <source>Edit %1 (%2)</source>
        <translation>%1 bearbeiten (%2)</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>Agent error</source>
        <translation>Agent-Fehler</translation>
    </message>
    <message>
        <source>Rejected (%1)</source>
        <translation>Abgelehnt (%1)</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Condensation</source>
        <translation>Verdichtung</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier event(s) condensed</source>
        <translation>
            <numerusform>%n früheres Ereignis verdichtet</numerusform>
            <numerusform>%n frühere Ereignisse verdichtet</numerusform>
        </translation>
    </message>
    <message>
        <source>Hook %1</source>
        <translation>Hook %1</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>System-Prompt</translation>
    </message>
    <message>
        <source>Tools: %1</source>
        <translation>Tools: %1</translation>
    </message>
    <message>
        <source>Unknown event kind %1</source>
        <translation>Unbekannte Ereignisart %1</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Gespräch</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>Repository</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Branch</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Event %1 could not be read from the cache.</source>
        <translation>Ereignis %1 konnte nicht aus dem Cache gelesen werden.</translation>
    </message>
    <message>
        <source>Could not be read</source>
        <translation>Konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>Review draft (not sent)</source>
        <translation>Review-Entwurf (nicht gesendet)</translation>
    </message>
</context>
<context>
    <name>Switchyard::FileTreeModel</name>
    <message>
        <source>%1 (%2 changed)</source>
        <translation>%1 (%2 geändert)</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <translation>%1 (geändert)</translation>
    </message>
    <message>
        <source>Folder %1</source>
        <translation>Ordner %1</translation>
    </message>
    <message>
        <source>%1, changed</source>
        <translation>%1, geändert</translation>
    </message>
</context>
<context>
    <name>Switchyard::FileViewerWidget</name>
    <message>
        <source>Show the rest</source>
        <translation>Rest anzeigen</translation>
    </message>
    <message>
        <source>Workspace path (absolute, or relative to the repository)</source>
        <translation>Pfad im Arbeitsbereich (absolut oder relativ zum Repository)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Nächster Treffer (F3)</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Go to line (Ctrl+G)</source>
        <translation>Gehe zu Zeile (Ctrl+G)</translation>
    </message>
    <message>
        <source>Choose a file to show.</source>
        <translation>Wählen Sie eine Datei zur Anzeige aus.</translation>
    </message>
    <message>
        <source>Loading %1 …</source>
        <translation>%1 wird geladen …</translation>
    </message>
    <message>
        <source>Nothing to show for %1.

The server answers with empty text when the file is empty, does not exist, is not valid UTF-8 (binary), or when the sandbox is not running.</source>
        <translation>Nichts anzuzeigen für %1.

Der Server antwortet mit leerem Text, wenn die Datei leer ist, nicht existiert, kein gültiges UTF-8 ist (binär) oder wenn die Sandbox nicht läuft.</translation>
    </message>
    <message>
        <source>%1 looks like a binary file; it is not shown.</source>
        <translation>%1 scheint eine Binärdatei zu sein; sie wird nicht angezeigt.</translation>
    </message>
    <message>
        <source>Large file: showing the first %1 of %2 lines (%3).</source>
        <translation>Große Datei: Die ersten %1 von %2 Zeilen werden angezeigt (%3).</translation>
    </message>
    <message>
        <source>Loading the rest …</source>
        <translation>Rest wird geladen …</translation>
    </message>
    <message>
        <source>File path</source>
        <translation>Dateipfad</translation>
    </message>
    <message>
        <source>Workspace path of the file to show (absolute, or relative to the repository); Enter opens it</source>
        <translation>Pfad der anzuzeigenden Datei im Arbeitsbereich (absolut oder relativ zum Repository); Enter öffnet sie</translation>
    </message>
    <message>
        <source>Shows the file at the path</source>
        <translation>Zeigt die Datei unter dem Pfad</translation>
    </message>
    <message>
        <source>Find in file</source>
        <translation>In Datei suchen</translation>
    </message>
    <message>
        <source>Text to find in the file (Ctrl+F); Enter finds the next match</source>
        <translation>In der Datei zu suchender Text (Ctrl+F); Enter findet den nächsten Treffer</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Vorheriger Treffer</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Nächster Treffer</translation>
    </message>
    <message>
        <source>Go to line</source>
        <translation>Gehe zu Zeile</translation>
    </message>
    <message>
        <source>Loads the rest of a large file</source>
        <translation>Lädt den Rest einer großen Datei</translation>
    </message>
</context>
<context>
    <name>Switchyard::FleetPage</name>
    <message>
        <source>Group lanes by</source>
        <translation>Bahnen gruppieren nach</translation>
    </message>
    <message>
        <source>Group by sandbox</source>
        <translation>Nach Sandbox gruppieren</translation>
    </message>
    <message>
        <source>Group by repository</source>
        <translation>Nach Repository gruppieren</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom in (+, Ctrl+wheel)</source>
        <translation>Vergrößern (+, Ctrl+Mausrad)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom out (−, Ctrl+wheel)</source>
        <translation>Verkleinern (−, Ctrl+Mausrad)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>The whole history up to now (Home)</source>
        <translation>Den gesamten bisherigen Verlauf zeigen (Pos1)</translation>
    </message>
    <message>
        <source>Shift+drag (or drag on the time axis) to select a range</source>
        <translation>Shift+Ziehen (oder auf der Zeitachse ziehen), um einen Zeitraum auszuwählen</translation>
    </message>
    <message>
        <source>Show these conversations in the list</source>
        <translation>Diese Gespräche in der Liste anzeigen</translation>
    </message>
    <message>
        <source>Filter the conversation list to those running or waiting in the selected range</source>
        <translation>Die Gesprächsliste auf die Gespräche filtern, die im ausgewählten Zeitraum liefen oder warteten</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>PNG image…</source>
        <translation>PNG-Bild…</translation>
    </message>
    <message>
        <source>SVG drawing…</source>
        <translation>SVG-Zeichnung…</translation>
    </message>
    <message>
        <source>PDF for printing…</source>
        <translation>PDF zum Drucken…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n conversation(s) active</source>
        <translation>
            <numerusform>%1: %n Gespräch aktiv</numerusform>
            <numerusform>%1: %n Gespräche aktiv</numerusform>
        </translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Export the fleet timeline</source>
        <translation>Flottenverlauf exportieren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>The timeline could not be written to %1.</source>
        <translation>Der Verlauf konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>Save the timeline as it shows as PNG, SVG or PDF, or print it</source>
        <translation>Die Zeitleiste wie angezeigt als PNG, SVG oder PDF speichern oder drucken</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
</context>
<context>
    <name>Switchyard::FleetTimeline</name>
    <message>
        <source>No sandbox</source>
        <translation>Keine Sandbox</translation>
    </message>
    <message>
        <source>No repository</source>
        <translation>Kein Repository</translation>
    </message>
    <message>
        <source>Sandbox %1</source>
        <translation>Sandbox %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::FleetTimelineView</name>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Waiting for approval</source>
        <translation>Wartet auf Genehmigung</translation>
    </message>
    <message>
        <source>Waiting for a person</source>
        <translation>Wartet auf eine Person</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Status “%1”</source>
        <translation>Status „%1“</translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 T %2 h</translation>
    </message>
    <message>
        <source>Fleet timeline</source>
        <translation>Flottenverlauf</translation>
    </message>
    <message>
        <source>No status history yet</source>
        <translation>Noch kein Statusverlauf</translation>
    </message>
    <message>
        <source>Repository / conversation</source>
        <translation>Repository / Gespräch</translation>
    </message>
    <message>
        <source>Sandbox / conversation</source>
        <translation>Sandbox / Gespräch</translation>
    </message>
    <message>
        <source>up to %1 at once · $%2</source>
        <translation>bis zu %1 gleichzeitig · $%2</translation>
    </message>
    <message>
        <source>idle pause</source>
        <translation>Leerlauf-Pause</translation>
    </message>
    <message>
        <source>12 h cap</source>
        <translation>12-h-Limit</translation>
    </message>
    <message>
        <source>deletion</source>
        <translation>Löschung</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) active at %1</source>
        <translation>
            <numerusform>%n Gespräch aktiv um %1</numerusform>
            <numerusform>%n Gespräche aktiv um %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Next lifecycle step (estimate): %1</source>
        <translation>Nächster Lebenszyklus-Schritt (Schätzung): %1</translation>
    </message>
    <message>
        <source>%1: %2 – %3 (%4)</source>
        <translation>%1: %2 – %3 (%4)</translation>
    </message>
    <message>
        <source>Print the fleet timeline</source>
        <translation>Die Flotten-Zeitleiste drucken</translation>
    </message>
</context>
<context>
    <name>Switchyard::GitHandOffBar</name>
    <message>
        <source>Commit</source>
        <translation>Committen</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Pushen</translation>
    </message>
    <message>
        <source>Open pull request</source>
        <translation>Pull-Request öffnen</translation>
    </message>
    <message>
        <source>Asks the agent to commit the changes</source>
        <translation>Bittet den Agenten, die Änderungen zu committen</translation>
    </message>
    <message>
        <source>Asks the agent to push the committed changes to a new branch</source>
        <translation>Bittet den Agenten, die committeten Änderungen in einen neuen Branch zu pushen</translation>
    </message>
    <message>
        <source>Asks the agent to push the changes and open a pull request</source>
        <translation>Bittet den Agenten, die Änderungen zu pushen und einen Pull-Request zu öffnen</translation>
    </message>
    <message>
        <source>Not connected to a server: the agent cannot be asked.</source>
        <translation>Nicht mit einem Server verbunden: Der Agent kann nicht gebeten werden.</translation>
    </message>
    <message>
        <source>Select a conversation.</source>
        <translation>Wählen Sie ein Gespräch aus.</translation>
    </message>
    <message>
        <source>This conversation has no repository.</source>
        <translation>Dieses Gespräch hat kein Repository.</translation>
    </message>
    <message>
        <source>The sandbox is not running: resume it to hand the changes to git.</source>
        <translation>Die Sandbox läuft nicht: Setzen Sie sie fort, um die Änderungen an git zu übergeben.</translation>
    </message>
    <message>
        <source>A message is being sent.</source>
        <translation>Eine Nachricht wird gerade gesendet.</translation>
    </message>
</context>
<context>
    <name>Switchyard::InboxDelegate</name>
    <message>
        <source>HIGH</source>
        <translation>HOCH</translation>
    </message>
    <message>
        <source>MEDIUM</source>
        <translation>MITTEL</translation>
    </message>
    <message>
        <source>LOW</source>
        <translation>NIEDRIG</translation>
    </message>
    <message>
        <source>APPROVE</source>
        <translation>GENEHMIGEN</translation>
    </message>
    <message>
        <source>QUESTION</source>
        <translation>FRAGE</translation>
    </message>
    <message>
        <source>ERROR</source>
        <translation>FEHLER</translation>
    </message>
    <message>
        <source>STUCK</source>
        <translation>FESTGEFAHREN</translation>
    </message>
    <message>
        <source>FINISHED</source>
        <translation>FERTIG</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 T</translation>
    </message>
    <message>
        <source>waiting %1</source>
        <translation>wartet seit %1</translation>
    </message>
    <message>
        <source>sandbox shared with %1</source>
        <translation>Sandbox geteilt mit %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiteres</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>RULE</source>
        <translation>REGEL</translation>
    </message>
</context>
<context>
    <name>Switchyard::InboxModel</name>
    <message numerus="yes">
        <source>No repository (%n)</source>
        <translation>
            <numerusform>Kein Repository (%n)</numerusform>
            <numerusform>Kein Repository (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n)</source>
        <translation>
            <numerusform>%1 (%n)</numerusform>
            <numerusform>%1 (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No sandbox (%n)</source>
        <translation>
            <numerusform>Keine Sandbox (%n)</numerusform>
            <numerusform>Keine Sandbox (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sandbox %1 (%n)</source>
        <translation>
            <numerusform>Sandbox %1 (%n)</numerusform>
            <numerusform>Sandbox %1 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 says %2 (%3)</source>
        <translation>%1 sagt %2 (%3)</translation>
    </message>
    <message>
        <source>Waits for your confirmation</source>
        <translation>Wartet auf Ihre Bestätigung</translation>
    </message>
    <message>
        <source>The agent asks you a question</source>
        <translation>Der Agent stellt Ihnen eine Frage</translation>
    </message>
    <message>
        <source>The conversation is in error</source>
        <translation>Das Gespräch ist fehlerhaft</translation>
    </message>
    <message>
        <source>The agent is stuck</source>
        <translation>Der Agent ist festgefahren</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Rule “%1”: %2</source>
        <translation>Regel „%1“: %2</translation>
    </message>
</context>
<context>
    <name>Switchyard::InboxWidget</name>
    <message>
        <source>Nothing waits for you.</source>
        <translation>Nichts wartet auf Sie.</translation>
    </message>
    <message numerus="yes">
        <source>%n thing(s) wait for you</source>
        <translation>
            <numerusform>%n Sache wartet auf Sie</numerusform>
            <numerusform>%n Sachen warten auf Sie</numerusform>
        </translation>
    </message>
    <message>
        <source>No groups</source>
        <translation>Keine Gruppen</translation>
    </message>
    <message>
        <source>By repository</source>
        <translation>Nach Repository</translation>
    </message>
    <message>
        <source>By sandbox</source>
        <translation>Nach Sandbox</translation>
    </message>
    <message>
        <source>Group the inbox</source>
        <translation>Den Posteingang gruppieren</translation>
    </message>
    <message>
        <source>j/k move · x select · a approve · r reject · Enter answer · o open · s snooze · g group</source>
        <translation>j/k bewegen · x auswählen · a genehmigen · r ablehnen · Enter antworten · o öffnen · s zurückstellen · g gruppieren</translation>
    </message>
    <message>
        <source>Things that wait for you</source>
        <translation>Was auf Sie wartet</translation>
    </message>
    <message>
        <source>The action in full</source>
        <translation>Die Aktion vollständig</translation>
    </message>
    <message>
        <source>Why reject? (optional; Enter sends, Escape goes back)</source>
        <translation>Warum ablehnen? (optional; Enter sendet, Escape geht zurück)</translation>
    </message>
    <message>
        <source>Reason for the rejection</source>
        <translation>Grund der Ablehnung</translation>
    </message>
    <message>
        <source>Inbox</source>
        <translation>Posteingang</translation>
    </message>
    <message>
        <source>Inbox (%1)</source>
        <translation>Posteingang (%1)</translation>
    </message>
    <message>
        <source>A question is answered (Enter), not approved.</source>
        <translation>Eine Frage wird beantwortet (Enter), nicht genehmigt.</translation>
    </message>
    <message>
        <source>Nothing to approve here.</source>
        <translation>Hier gibt es nichts zu genehmigen.</translation>
    </message>
    <message>
        <source>Approve a HIGH-risk action</source>
        <translation>Eine Aktion mit HOHEM Risiko genehmigen</translation>
    </message>
    <message>
        <source>The agent of “%1” waits to run this. Approve it?</source>
        <translation>Der Agent von „%1“ wartet darauf, dies auszuführen. Genehmigen?</translation>
    </message>
    <message>
        <source>&amp;Approve</source>
        <translation>&amp;Genehmigen</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Left out, HIGH risk (approve each on its own):</source>
        <translation>Ausgelassen, HOHES Risiko (jede einzeln genehmigen):</translation>
    </message>
    <message>
        <source>Left out, answered already:</source>
        <translation>Ausgelassen, bereits beantwortet:</translation>
    </message>
    <message>
        <source>None of the selected actions can be approved together.</source>
        <translation>Keine der ausgewählten Aktionen kann zusammen genehmigt werden.</translation>
    </message>
    <message>
        <source>HIGH-risk actions are approved one at a time.</source>
        <translation>Aktionen mit HOHEM Risiko werden einzeln genehmigt.</translation>
    </message>
    <message numerus="yes">
        <source>Approve %n action(s)</source>
        <translation>
            <numerusform>%n Aktion genehmigen</numerusform>
            <numerusform>%n Aktionen genehmigen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Approve these %n action(s) in %1 conversation(s)?</source>
        <translation>
            <numerusform>Diese %n Aktion in %1 Gespräch(en) genehmigen?</numerusform>
            <numerusform>Diese %n Aktionen in %1 Gespräch(en) genehmigen?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Approve all</source>
        <translation>&amp;Alle genehmigen</translation>
    </message>
    <message>
        <source>Snoozed for 30 minutes.</source>
        <translation>Für 30 Minuten zurückgestellt.</translation>
    </message>
    <message>
        <source>Repository: %1</source>
        <translation>Repository: %1</translation>
    </message>
    <message>
        <source>Also on its sandbox: %1</source>
        <translation>Auch auf seiner Sandbox: %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::LibraryVersions</name>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1 (erstellt mit %2)</translation>
    </message>
    <message>
        <source>not available (no Qt SQLite driver)</source>
        <translation>nicht verfügbar (kein Qt-SQLite-Treiber)</translation>
    </message>
    <message>
        <source>%1 (Qt SQL driver)</source>
        <translation>%1 (Qt-SQL-Treiber)</translation>
    </message>
    <message>
        <source>TLS library</source>
        <translation>TLS-Bibliothek</translation>
    </message>
</context>
<context>
    <name>Switchyard::Lifecycle</name>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 T %2 h</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 T</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Estimated: may be paused for inactivity at any moment</source>
        <translation>Geschätzt: kann jederzeit wegen Inaktivität pausiert werden</translation>
    </message>
    <message>
        <source>Estimated: the 12-hour limit is reached; may be paused at any moment</source>
        <translation>Geschätzt: Das 12-Stunden-Limit ist erreicht; kann jederzeit pausiert werden</translation>
    </message>
    <message>
        <source>Estimated: may be deleted with its workspace at any moment</source>
        <translation>Geschätzt: kann jederzeit samt Arbeitsbereich gelöscht werden</translation>
    </message>
    <message>
        <source>may pause any moment (estimate)</source>
        <translation>kann jederzeit pausieren (Schätzung)</translation>
    </message>
    <message>
        <source>idle pause in about %1 (estimate)</source>
        <translation>Leerlauf-Pause in etwa %1 (Schätzung)</translation>
    </message>
    <message>
        <source>12-hour limit in about %1 (estimate)</source>
        <translation>12-Stunden-Limit in etwa %1 (Schätzung)</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>Estimated: paused for inactivity in about %1 unless the agent acts</source>
        <translation>Geschätzt: wird in etwa %1 wegen Inaktivität pausiert, sofern der Agent nicht aktiv wird</translation>
    </message>
    <message>
        <source>Estimated: paused by the 12-hour limit in about %1, even if the agent works</source>
        <translation>Geschätzt: wird in etwa %1 durch das 12-Stunden-Limit pausiert, auch wenn der Agent arbeitet</translation>
    </message>
    <message>
        <source>Estimated: deleted with its workspace in about %1 unless resumed</source>
        <translation>Geschätzt: wird in etwa %1 samt Arbeitsbereich gelöscht, sofern sie nicht fortgesetzt wird</translation>
    </message>
</context>
<context>
    <name>Switchyard::LifecyclePlan</name>
    <message>
        <source>Estimated: paused for inactivity at %1 (in about %2) unless an agent acts</source>
        <translation>Geschätzt: wird um %1 (in etwa %2) wegen Inaktivität pausiert, sofern kein Agent aktiv wird</translation>
    </message>
    <message>
        <source>Estimated: may be paused for inactivity at any moment</source>
        <translation>Geschätzt: kann jederzeit wegen Inaktivität pausiert werden</translation>
    </message>
    <message>
        <source>Estimated: paused by the 12-hour limit at %1 (in about %2), even if an agent works</source>
        <translation>Geschätzt: wird um %1 (in etwa %2) durch das 12-Stunden-Limit pausiert, auch wenn ein Agent arbeitet</translation>
    </message>
    <message>
        <source>Estimated: the 12-hour limit is reached; may be paused at any moment</source>
        <translation>Geschätzt: Das 12-Stunden-Limit ist erreicht; kann jederzeit pausiert werden</translation>
    </message>
    <message>
        <source>Estimated: deleted with its workspace on %1 (in about %2) unless resumed</source>
        <translation>Geschätzt: wird am %1 (in etwa %2) samt Arbeitsbereich gelöscht, sofern sie nicht fortgesetzt wird</translation>
    </message>
    <message>
        <source>Estimated: may be deleted with its workspace at any moment</source>
        <translation>Geschätzt: kann jederzeit samt Arbeitsbereich gelöscht werden</translation>
    </message>
</context>
<context>
    <name>Switchyard::LiveBadge</name>
    <message>
        <source>Live status</source>
        <translation>Live-Status</translation>
    </message>
    <message>
        <source>Events arrive as they happen, over the agent server&apos;s live connection.</source>
        <translation>Ereignisse kommen in Echtzeit an, über die Live-Verbindung des Agent-Servers.</translation>
    </message>
    <message>
        <source>Events are fetched from the server every few seconds (they can lag up to 30 s).</source>
        <translation>Ereignisse werden alle paar Sekunden vom Server abgerufen (sie können bis zu 30 s verzögert sein).</translation>
    </message>
    <message>
        <source>The server cannot be reached: showing what was cached.</source>
        <translation>Der Server ist nicht erreichbar: Angezeigt wird, was zwischengespeichert wurde.</translation>
    </message>
</context>
<context>
    <name>Switchyard::LiveManager</name>
    <message>
        <source>live</source>
        <translation>live</translation>
    </message>
    <message>
        <source>polling</source>
        <translation>Abfrage</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>offline</translation>
    </message>
</context>
<context>
    <name>Switchyard::LiveStreamWidget</name>
    <message>
        <source>Agent reply, streaming</source>
        <translation>Antwort des Agenten, wird gestreamt</translation>
    </message>
    <message>
        <source>Provisional text: replaced by the agent&apos;s message when it arrives</source>
        <translation>Vorläufiger Text: wird durch die Nachricht des Agenten ersetzt, sobald sie eintrifft</translation>
    </message>
    <message>
        <source>Agent is thinking…</source>
        <translation>Agent denkt nach…</translation>
    </message>
    <message>
        <source>Agent is typing…</source>
        <translation>Agent schreibt…</translation>
    </message>
    <message>
        <source>(some text missing until the message arrives)</source>
        <translation>(etwas Text fehlt, bis die Nachricht eintrifft)</translation>
    </message>
</context>
<context>
    <name>Switchyard::LocalCommands</name>
    <message>
        <source>Which events the server lost is known once its list has been read again.</source>
        <translation>Welche Ereignisse der Server verloren hat, ist bekannt, sobald seine Liste erneut gelesen wurde.</translation>
    </message>
    <message>
        <source>Every conversation is marked read.</source>
        <translation>Jedes Gespräch ist als gelesen markiert.</translation>
    </message>
</context>
<context>
    <name>Switchyard::MainWindow</name>
    <message>
        <source>Switchyard</source>
        <translation>Switchyard</translation>
    </message>
    <message>
        <source>%1 — Switchyard</source>
        <translation>%1 — Switchyard</translation>
    </message>
    <message>
        <source>No conversation needs you right now.</source>
        <translation>Derzeit braucht Sie kein Gespräch.</translation>
    </message>
    <message>
        <source>Open trajectory</source>
        <translation>Trajektorie öffnen</translation>
    </message>
    <message>
        <source>Trajectories (*.zip *.json);;All files (*)</source>
        <translation>Trajektorien (*.zip *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1 (erstellt mit %2)</translation>
    </message>
    <message>
        <source>The new language takes effect the next time Switchyard starts.</source>
        <translation>Die neue Sprache wird beim nächsten Start von Switchyard wirksam.</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) loaded.</source>
        <translation>
            <numerusform>%n Ereignis geladen.</numerusform>
            <numerusform>%n Ereignisse geladen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) loaded; %1 could not be read.</source>
        <translation>
            <numerusform>%n Ereignis geladen; %1 konnte nicht gelesen werden.</numerusform>
            <numerusform>%n Ereignisse geladen; %1 konnte nicht gelesen werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every variant of the group finished: comparing them.</source>
        <translation>Alle Varianten der Gruppe sind fertig: Sie werden verglichen.</translation>
    </message>
</context>
<context>
    <name>Switchyard::MetadataWidget</name>
    <message>
        <source>No conversation selected</source>
        <translation>Kein Gespräch ausgewählt</translation>
    </message>
    <message>
        <source>Select a conversation to see its metadata, cost and token usage.</source>
        <translation>Wählen Sie ein Gespräch aus, um seine Metadaten, Kosten und Token-Nutzung zu sehen.</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Nutzung</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Budget per task</source>
        <translation>Budget pro Aufgabe</translation>
    </message>
    <message>
        <source>Tokens (prompt / completion)</source>
        <translation>Tokens (Prompt / Completion)</translation>
    </message>
    <message>
        <source>Cache (read / write)</source>
        <translation>Cache (Lesen / Schreiben)</translation>
    </message>
    <message>
        <source>Reasoning tokens</source>
        <translation>Reasoning-Tokens</translation>
    </message>
    <message>
        <source>Context window</source>
        <translation>Kontextfenster</translation>
    </message>
    <message>
        <source>Events (local)</source>
        <translation>Ereignisse (lokal)</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>Sandbox status</source>
        <translation>Sandbox-Status</translation>
    </message>
    <message>
        <source>Agent status</source>
        <translation>Agent-Status</translation>
    </message>
    <message>
        <source>Confirmed by the server</source>
        <translation>Vom Server bestätigt</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Gespräch</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>Repository</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>Übergeordnet</translation>
    </message>
    <message>
        <source>Sub-conversations</source>
        <translation>Untergespräche</translation>
    </message>
    <message>
        <source>Pull requests</source>
        <translation>Pull-Requests</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>wird gestartet</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>%1 / %2 tokens (last turn)</source>
        <translation>%1 / %2 Tokens (letzte Runde)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>The server did not report the context window.</source>
        <translation>Der Server hat das Kontextfenster nicht gemeldet.</translation>
    </message>
    <message>
        <source>Metadata and usage</source>
        <translation>Metadaten und Nutzung</translation>
    </message>
    <message>
        <source>Cost, tokens, context use, sandbox and conversation details of the selected conversation</source>
        <translation>Kosten, Tokens, Kontextnutzung, Sandbox- und Gesprächsdetails des ausgewählten Gesprächs</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>%1 (not loaded)</source>
        <translation>%1 (nicht geladen)</translation>
    </message>
    <message>
        <source>%1 — %2 · %3</source>
        <translation>%1 — %2 · %3</translation>
    </message>
    <message>
        <source>Related</source>
        <translation>Verwandte Gespräche</translation>
    </message>
    <message>
        <source>Open the parent conversation</source>
        <translation>Das übergeordnete Gespräch öffnen</translation>
    </message>
    <message numerus="yes">
        <source>%n sub-conversation(s)</source>
        <translation>
            <numerusform>%n Untergespräch</numerusform>
            <numerusform>%n Untergespräche</numerusform>
        </translation>
    </message>
    <message>
        <source>Open the sub-conversation</source>
        <translation>Das Untergespräch öffnen</translation>
    </message>
    <message>
        <source>Open in browser</source>
        <translation>Im Browser öffnen</translation>
    </message>
    <message>
        <source>Opens this conversation in the server&apos;s web interface</source>
        <translation>Öffnet dieses Gespräch in der Weboberfläche des Servers</translation>
    </message>
    <message>
        <source>Budget spent</source>
        <translation>Verbrauchtes Budget</translation>
    </message>
    <message>
        <source>Lifecycle (estimate)</source>
        <translation>Lebenszyklus (Schätzung)</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>kein Budget</translation>
    </message>
    <message>
        <source>⚠ %1 of %2: the budget is used up; the agent may stop</source>
        <translation>⚠ %1 von %2: Das Budget ist aufgebraucht; der Agent hält möglicherweise an</translation>
    </message>
    <message>
        <source>⚠ %1 of %2: near the end of the budget</source>
        <translation>⚠ %1 von %2: Das Budget ist fast aufgebraucht</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>The server pauses a sandbox after 20 minutes without agent activity and 12 hours after it was started or resumed, and deletes it with its workspace 10 days after it stopped. It announces none of this: these times are estimated from what this client saw.</source>
        <translation>Der Server pausiert eine Sandbox nach 20 Minuten ohne Agentenaktivität sowie 12 Stunden nach ihrem Start oder ihrer Fortsetzung und löscht sie samt Arbeitsbereich 10 Tage, nachdem sie angehalten wurde. Nichts davon kündigt er an: Diese Zeiten sind anhand dessen geschätzt, was dieser Client beobachtet hat.</translation>
    </message>
</context>
<context>
    <name>Switchyard::NotificationCenter</name>
    <message>
        <source>an action</source>
        <translation>eine Aktion</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more)</source>
        <translation>
            <numerusform>%1 (und %n weiteres)</numerusform>
            <numerusform>%1 (und %n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” wants to run: %2
Risk: %3</source>
        <translation>„%1“ möchte ausführen: %2
Risiko: %3</translation>
    </message>
    <message>
        <source>not rated</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Genehmigen</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message numerus="yes">
        <source>%n waiting for approval</source>
        <translation>
            <numerusform>%n wartet auf Genehmigung</numerusform>
            <numerusform>%n warten auf Genehmigung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with a question</source>
        <translation>
            <numerusform>%n mit einer Frage</numerusform>
            <numerusform>%n mit einer Frage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished</source>
        <translation>
            <numerusform>%n fertig</numerusform>
            <numerusform>%n fertig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n about to be paused</source>
        <translation>
            <numerusform>%n wird bald pausiert</numerusform>
            <numerusform>%n werden bald pausiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversations need you</source>
        <translation>
            <numerusform>%n Gespräch braucht Sie</numerusform>
            <numerusform>%n Gespräche brauchen Sie</numerusform>
        </translation>
    </message>
    <message>
        <source>The waiting action changed since this notification: open “%1” to decide.</source>
        <translation>Die wartende Aktion hat sich seit dieser Benachrichtigung geändert: Öffnen Sie „%1“, um zu entscheiden.</translation>
    </message>
    <message>
        <source>The approval was not sent</source>
        <translation>Die Genehmigung wurde nicht gesendet</translation>
    </message>
    <message>
        <source>The rejection was not sent</source>
        <translation>Die Ablehnung wurde nicht gesendet</translation>
    </message>
</context>
<context>
    <name>Switchyard::NotificationSettingsWidget</name>
    <message>
        <source>Desktop notifications</source>
        <translation>Desktop-Benachrichtigungen</translation>
    </message>
    <message>
        <source>An action waits for my &amp;approval</source>
        <translation>Eine Aktion wartet auf meine &amp;Genehmigung</translation>
    </message>
    <message>
        <source>The agent asks me a &amp;question</source>
        <translation>Der Agent stellt mir eine &amp;Frage</translation>
    </message>
    <message>
        <source>A conversation stops with an &amp;error</source>
        <translation>Ein Gespräch endet mit einem &amp;Fehler</translation>
    </message>
    <message>
        <source>A conversation &amp;finishes</source>
        <translation>Ein Gespräch wird &amp;fertig</translation>
    </message>
    <message>
        <source>A sandbox will be &amp;paused soon</source>
        <translation>Eine Sandbox wird bald &amp;pausiert</translation>
    </message>
    <message>
        <source>&amp;Quiet hours from</source>
        <translation>&amp;Ruhezeiten von</translation>
    </message>
    <message>
        <source>Quiet hours start</source>
        <translation>Beginn der Ruhezeiten</translation>
    </message>
    <message>
        <source>Quiet hours end</source>
        <translation>Ende der Ruhezeiten</translation>
    </message>
    <message>
        <source>With Approve and Reject on the notification when the action&apos;s risk is low or medium</source>
        <translation>Mit Genehmigen und Ablehnen in der Benachrichtigung, wenn das Risiko der Aktion niedrig oder mittel ist</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>During quiet hours nothing pops up; the status bar and the list still show what needs you.</source>
        <translation>Während der Ruhezeiten erscheint nichts; Statusleiste und Liste zeigen weiterhin, was Sie braucht.</translation>
    </message>
</context>
<context>
    <name>Switchyard::OlderPageBar</name>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Ask the server for the older events again</source>
        <translation>Den Server erneut nach den älteren Ereignissen fragen</translation>
    </message>
    <message>
        <source>Could not load older events: %1.</source>
        <translation>Ältere Ereignisse konnten nicht geladen werden: %1.</translation>
    </message>
</context>
<context>
    <name>Switchyard::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>The language of menus, dialogs and messages. Takes effect the next time Switchyard starts.</source>
        <translation>Die Sprache von Menüs, Dialogen und Meldungen. Wird beim nächsten Start von Switchyard wirksam.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>The colour theme. System follows the desktop; it applies at once.</source>
        <translation>Das Farbschema. „System“ folgt dem Desktop; es wird sofort angewendet.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>Systemstandard (%1)</translation>
    </message>
    <message>
        <source>Switchyard will use the new language the next time it starts.</source>
        <translation>Switchyard verwendet die neue Sprache beim nächsten Start.</translation>
    </message>
    <message>
        <source>A new language takes effect the next time Switchyard starts.</source>
        <translation>Eine neue Sprache wird beim nächsten Start von Switchyard wirksam.</translation>
    </message>
</context>
<context>
    <name>Switchyard::PullRequestButtons</name>
    <message>
        <source>PR #%1 ↗</source>
        <translation>PR #%1 ↗</translation>
    </message>
    <message>
        <source>Opens %1 in the browser</source>
        <translation>Öffnet %1 im Browser</translation>
    </message>
    <message>
        <source>Pull request %1 of %2</source>
        <translation>Pull-Request %1 von %2</translation>
    </message>
</context>
<context>
    <name>Switchyard::PullRequests</name>
    <message>
        <source>merge request</source>
        <translation>Merge-Request</translation>
    </message>
    <message>
        <source>pull request</source>
        <translation>Pull-Request</translation>
    </message>
    <message>
        <source>Please commit the current changes in %1 with a short, descriptive commit message. Stage only the files that belong to the change, and do not push yet. Tell me the commit&apos;s hash and message when you are done.</source>
        <translation>Bitte committen Sie die aktuellen Änderungen in %1 mit einer kurzen, aussagekräftigen Commit-Nachricht. Stagen Sie nur die Dateien, die zu der Änderung gehören, und pushen Sie noch nicht. Nennen Sie mir Hash und Nachricht des Commits, wenn Sie fertig sind.</translation>
    </message>
    <message>
        <source>Please push the committed changes of %1 to the remote. If the current branch is %2 (or another main branch), create a new branch with a descriptive name first and push that; never push to the main branch directly. Tell me the branch name when you are done.</source>
        <translation>Bitte pushen Sie die committeten Änderungen von %1 zum Remote. Wenn der aktuelle Branch %2 (oder ein anderer Hauptbranch) ist, erstellen Sie zuerst einen neuen Branch mit einem aussagekräftigen Namen und pushen Sie diesen; pushen Sie nie direkt auf den Hauptbranch. Nennen Sie mir den Namen des Branches, wenn Sie fertig sind.</translation>
    </message>
    <message>
        <source>Please open a %1 for the changes in %2: commit anything not yet committed, push to a new branch (never to %3 directly), then open the %1 against %3 with a clear title and a description of what changed and why. If one is open already for this branch, update it instead of opening another. Reply with the link to the %1.</source>
        <translation>Bitte öffnen Sie einen %1 für die Änderungen in %2: Committen Sie alles noch nicht Committete, pushen Sie auf einen neuen Branch (nie direkt auf %3) und öffnen Sie dann den %1 gegen %3 mit einem klaren Titel und einer Beschreibung, was sich geändert hat und warum. Wenn für diesen Branch bereits einer offen ist, aktualisieren Sie ihn, statt einen weiteren zu öffnen. Antworten Sie mit dem Link zum %1.</translation>
    </message>
</context>
<context>
    <name>Switchyard::RadarBanner</name>
    <message>
        <source>Conflicts with other conversations in this sandbox</source>
        <translation>Konflikte mit anderen Gesprächen in dieser Sandbox</translation>
    </message>
    <message>
        <source>Open the other conversation</source>
        <translation>Das andere Gespräch öffnen</translation>
    </message>
    <message>
        <source>Open “%1”</source>
        <translation>„%1“ öffnen</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more conversation(s) in this sandbox</source>
        <translation>
            <numerusform>… und %n weiteres Gespräch in dieser Sandbox</numerusform>
            <numerusform>… und %n weitere Gespräche in dieser Sandbox</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::RenameConversationDialog</name>
    <message>
        <source>Rename conversation</source>
        <translation>Gespräch umbenennen</translation>
    </message>
    <message>
        <source>New title:</source>
        <translation>Neuer Titel:</translation>
    </message>
    <message>
        <source>The server replaces the title once, after the first message is processed; a title set afterwards stays.</source>
        <translation>Der Server ersetzt den Titel einmal, nachdem die erste Nachricht verarbeitet wurde; ein danach gesetzter Titel bleibt erhalten.</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>New title</source>
        <translation>Neuer Titel</translation>
    </message>
    <message>
        <source>The conversation&apos;s new title</source>
        <translation>Der neue Titel des Gesprächs</translation>
    </message>
</context>
<context>
    <name>Switchyard::ReplayBar</name>
    <message>
        <source>Play or pause the replay</source>
        <translation>Wiedergabe abspielen oder pausieren</translation>
    </message>
    <message>
        <source>Next event (Ctrl+Right)</source>
        <translation>Nächstes Ereignis (Ctrl+Right)</translation>
    </message>
    <message>
        <source>Show the next event</source>
        <translation>Nächstes Ereignis anzeigen</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Wiedergabegeschwindigkeit</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Replay position</source>
        <translation>Wiedergabeposition</translation>
    </message>
    <message>
        <source>Replay:</source>
        <translation>Wiedergabe:</translation>
    </message>
    <message>
        <source>Pause (Ctrl+Space)</source>
        <translation>Pause (Ctrl+Space)</translation>
    </message>
    <message>
        <source>Play (Ctrl+Space)</source>
        <translation>Abspielen (Ctrl+Space)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>Switchyard::ReviewCommands</name>
    <message>
        <source>The comment is empty.</source>
        <translation>Der Kommentar ist leer.</translation>
    </message>
    <message>
        <source>Select the lines to comment on.</source>
        <translation>Wählen Sie die Zeilen aus, die Sie kommentieren möchten.</translation>
    </message>
    <message>
        <source>This comment was sent or discarded; it can no longer be changed.</source>
        <translation>Dieser Kommentar wurde gesendet oder verworfen; er kann nicht mehr geändert werden.</translation>
    </message>
    <message>
        <source>The review draft is empty.</source>
        <translation>Der Review-Entwurf ist leer.</translation>
    </message>
    <message numerus="yes">
        <source>Review draft discarded (%n comment(s)).</source>
        <translation>
            <numerusform>Review-Entwurf verworfen (%n Kommentar).</numerusform>
            <numerusform>Review-Entwurf verworfen (%n Kommentare).</numerusform>
        </translation>
    </message>
    <message>
        <source>The review could not be recorded in the cache, so it was not sent.</source>
        <translation>Das Review konnte nicht im Cache gespeichert werden und wurde daher nicht gesendet.</translation>
    </message>
    <message>
        <source>Review sent.</source>
        <translation>Review gesendet.</translation>
    </message>
    <message>
        <source>The server did not accept the review.</source>
        <translation>Der Server hat das Review nicht angenommen.</translation>
    </message>
    <message>
        <source>The sandbox of this conversation is paused, so the review was not sent; it stays in the draft. Resume the sandbox and send it again.</source>
        <translation>Die Sandbox dieses Gesprächs ist pausiert, daher wurde das Review nicht gesendet; es bleibt im Entwurf. Setzen Sie die Sandbox fort und senden Sie es erneut.</translation>
    </message>
    <message>
        <source>The review may not have reached the server (%1). It is not sent again; check the conversation.</source>
        <translation>Das Review hat den Server möglicherweise nicht erreicht (%1). Es wird nicht erneut gesendet; prüfen Sie das Gespräch.</translation>
    </message>
</context>
<context>
    <name>Switchyard::ReviewCommentEditor</name>
    <message>
        <source>Add comment</source>
        <translation>Kommentar hinzufügen</translation>
    </message>
    <message>
        <source>Review comment</source>
        <translation>Review-Kommentar</translation>
    </message>
    <message>
        <source>What should the agent change here?</source>
        <translation>Was soll der Agent hier ändern?</translation>
    </message>
    <message>
        <source>Comment text</source>
        <translation>Kommentartext</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Adds the comment to the review draft (Ctrl+Return)</source>
        <translation>Fügt den Kommentar dem Review-Entwurf hinzu (Ctrl+Return)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
</context>
<context>
    <name>Switchyard::ReviewMessage</name>
    <message numerus="yes">
        <source>Please address these review comments on your changes (%n comment(s)):</source>
        <translation>
            <numerusform>Bitte berücksichtigen Sie diesen Review-Kommentar zu Ihren Änderungen (%n Kommentar):</numerusform>
            <numerusform>Bitte berücksichtigen Sie diese Review-Kommentare zu Ihren Änderungen (%n Kommentare):</numerusform>
        </translation>
    </message>
    <message>
        <source>(removed lines, before your changes)</source>
        <translation>(entfernte Zeilen, vor Ihren Änderungen)</translation>
    </message>
    <message>
        <source>(these lines changed since the comment was written)</source>
        <translation>(diese Zeilen haben sich geändert, seit der Kommentar geschrieben wurde)</translation>
    </message>
</context>
<context>
    <name>Switchyard::ReviewPanel</name>
    <message>
        <source>Preview…</source>
        <translation>Vorschau…</translation>
    </message>
    <message>
        <source>Send review</source>
        <translation>Review senden</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Review draft</source>
        <translation>Review-Entwurf</translation>
    </message>
    <message>
        <source>Review comments</source>
        <translation>Review-Kommentare</translation>
    </message>
    <message>
        <source>The comments of the review draft; Enter or a double click shows a comment&apos;s lines, the context menu edits or deletes it</source>
        <translation>Die Kommentare des Review-Entwurfs; Enter oder ein Doppelklick zeigt die Zeilen eines Kommentars, das Kontextmenü bearbeitet oder löscht ihn</translation>
    </message>
    <message>
        <source>Shows the message the review sends</source>
        <translation>Zeigt die Nachricht, die das Review sendet</translation>
    </message>
    <message>
        <source>Sends every comment to the agent as one message</source>
        <translation>Sendet alle Kommentare als eine Nachricht an den Agenten</translation>
    </message>
    <message>
        <source>Deletes every comment of the draft</source>
        <translation>Löscht alle Kommentare des Entwurfs</translation>
    </message>
    <message>
        <source>Discard the review</source>
        <translation>Review verwerfen</translation>
    </message>
    <message numerus="yes">
        <source>Discard the %n comment(s) of this review draft? They are not sent.</source>
        <translation>
            <numerusform>Den %n Kommentar dieses Review-Entwurfs verwerfen? Er wird nicht gesendet.</numerusform>
            <numerusform>Die %n Kommentare dieses Review-Entwurfs verwerfen? Sie werden nicht gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>(outdated)</source>
        <translation>(veraltet)</translation>
    </message>
    <message>
        <source>Review: no comments yet</source>
        <translation>Review: noch keine Kommentare</translation>
    </message>
    <message numerus="yes">
        <source>Review draft: %n comment(s), %1 outdated</source>
        <translation>
            <numerusform>Review-Entwurf: %n Kommentar, %1 veraltet</numerusform>
            <numerusform>Review-Entwurf: %n Kommentare, %1 veraltet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review draft: %n comment(s)</source>
        <translation>
            <numerusform>Review-Entwurf: %n Kommentar</numerusform>
            <numerusform>Review-Entwurf: %n Kommentare</numerusform>
        </translation>
    </message>
    <message>
        <source>Drag over the line numbers of the diff, then press C (or right-click) to comment.</source>
        <translation>Ziehen Sie über die Zeilennummern des Diffs und drücken Sie dann C (oder klicken Sie mit der rechten Maustaste), um zu kommentieren.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Wird gesendet…</translation>
    </message>
    <message>
        <source>Review preview</source>
        <translation>Review-Vorschau</translation>
    </message>
    <message>
        <source>This is the message the agent receives:</source>
        <translation>Diese Nachricht erhält der Agent:</translation>
    </message>
    <message>
        <source>Sending the review…</source>
        <translation>Review wird gesendet…</translation>
    </message>
    <message>
        <source>Show lines</source>
        <translation>Zeilen anzeigen</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
</context>
<context>
    <name>Switchyard::ReviewSummaryWidget</name>
    <message>
        <source>Trajectory summary</source>
        <translation>Trajektorie-Zusammenfassung</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>Dauer:</translation>
    </message>
    <message>
        <source>Turns:</source>
        <translation>Runden:</translation>
    </message>
    <message>
        <source>Tokens and cost:</source>
        <translation>Tokens und Kosten:</translation>
    </message>
    <message>
        <source>Errors:</source>
        <translation>Fehler:</translation>
    </message>
    <message>
        <source>Tools used:</source>
        <translation>Verwendete Tools:</translation>
    </message>
    <message>
        <source>Files changed</source>
        <translation>Geänderte Dateien</translation>
    </message>
    <message>
        <source>Double-click a file to see its changes</source>
        <translation>Doppelklicken Sie auf eine Datei, um ihre Änderungen zu sehen</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 bis %3)</translation>
    </message>
    <message numerus="yes">
        <source>%n user turn(s), </source>
        <translation>
            <numerusform>%n Benutzerrunde, </numerusform>
            <numerusform>%n Benutzerrunden, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reply(ies), </source>
        <translation>
            <numerusform>%n Antwort, </numerusform>
            <numerusform>%n Antworten, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s) in %1 event(s)</source>
        <translation>
            <numerusform>%n Aktion in %1 Ereignissen</numerusform>
            <numerusform>%n Aktionen in %1 Ereignissen</numerusform>
        </translation>
    </message>
    <message>
        <source>not recorded in this trajectory</source>
        <translation>in dieser Trajektorie nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s), </source>
        <translation>
            <numerusform>%n Fehler, </numerusform>
            <numerusform>%n Fehler, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed command(s)</source>
        <translation>
            <numerusform>%n fehlgeschlagener Befehl</numerusform>
            <numerusform>%n fehlgeschlagene Befehle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) changed:</source>
        <translation>
            <numerusform>%n Datei geändert:</numerusform>
            <numerusform>%n Dateien geändert:</numerusform>
        </translation>
    </message>
    <message>
        <source>How long the trajectory ran, its turns, cost, errors, tools and changed files</source>
        <translation>Wie lange die Trajektorie lief, ihre Runden, Kosten, Fehler, Tools und geänderten Dateien</translation>
    </message>
</context>
<context>
    <name>Switchyard::RunScan</name>
    <message>
        <source>The events of this run cannot be read: %1</source>
        <translation>Die Ereignisse dieses Laufs können nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::RunSummary</name>
    <message>
        <source>live</source>
        <translation>live</translation>
    </message>
    <message>
        <source>cached</source>
        <translation>zwischengespeichert</translation>
    </message>
    <message>
        <source>offline trajectory</source>
        <translation>Offline-Trajektorie</translation>
    </message>
    <message>
        <source>Finished (log), with errors</source>
        <translation>Beendet (Protokoll), mit Fehlern</translation>
    </message>
    <message>
        <source>Finished (log)</source>
        <translation>Beendet (Protokoll)</translation>
    </message>
    <message>
        <source>Ended with an error (log)</source>
        <translation>Mit einem Fehler beendet (Protokoll)</translation>
    </message>
    <message>
        <source>No events</source>
        <translation>Keine Ereignisse</translation>
    </message>
    <message>
        <source>Stopped without finishing (log)</source>
        <translation>Ohne Abschluss angehalten (Protokoll)</translation>
    </message>
</context>
<context>
    <name>Switchyard::SafeText</name>
    <message numerus="yes">
        <source>(%n more character(s) on this line not shown)</source>
        <translation>
            <numerusform>(%n weiteres Zeichen in dieser Zeile nicht angezeigt)</numerusform>
            <numerusform>(%n weitere Zeichen in dieser Zeile nicht angezeigt)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::SandboxActionDialog</name>
    <message numerus="yes">
        <source>This sandbox is shared by %n conversation(s): they share one filesystem, the same credentials, compute and failure domain. A shared sandbox is not a security boundary.</source>
        <translation>
            <numerusform>Diese Sandbox wird von %n Gespräch genutzt: Gespräche darin teilen sich ein Dateisystem, dieselben Zugangsdaten, Rechenressourcen und dieselbe Fehlerdomäne. Eine gemeinsam genutzte Sandbox ist keine Sicherheitsgrenze.</numerusform>
            <numerusform>Diese Sandbox wird von %n Gesprächen gemeinsam genutzt: Sie teilen sich ein Dateisystem, dieselben Zugangsdaten, Rechenressourcen und dieselbe Fehlerdomäne. Eine gemeinsam genutzte Sandbox ist keine Sicherheitsgrenze.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pause sandbox</source>
        <translation>Sandbox pausieren</translation>
    </message>
    <message>
        <source>Pause sandbox %1? The agent of every conversation below stops until the sandbox is resumed.</source>
        <translation>Sandbox %1 pausieren? Der Agent jedes unten aufgeführten Gesprächs hält an, bis die Sandbox fortgesetzt wird.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausieren</translation>
    </message>
    <message>
        <source>Resume sandbox</source>
        <translation>Sandbox fortsetzen</translation>
    </message>
    <message>
        <source>Resume sandbox %1? Every conversation below becomes reachable again.</source>
        <translation>Sandbox %1 fortsetzen? Alle unten aufgeführten Gespräche sind dann wieder erreichbar.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Resuming may pause your oldest running sandboxes to stay within your limit.</source>
        <translation>Beim Fortsetzen werden möglicherweise Ihre ältesten laufenden Sandboxes pausiert, um Ihr Limit einzuhalten.</translation>
    </message>
    <message>
        <source>Delete sandbox</source>
        <translation>Sandbox löschen</translation>
    </message>
    <message>
        <source>Delete sandbox %1? Its runtime and workspace are removed; every conversation below becomes read-only (its sandbox will be MISSING). This cannot be undone.</source>
        <translation>Sandbox %1 löschen? Laufzeitumgebung und Arbeitsbereich werden entfernt; alle unten aufgeführten Gespräche werden schreibgeschützt (ihre Sandbox ist dann MISSING). Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Start a conversation here</source>
        <translation>Hier ein Gespräch starten</translation>
    </message>
    <message>
        <source>Start a new conversation in sandbox %1 (%2/%3 used)? It will share the sandbox with the conversations below.</source>
        <translation>Ein neues Gespräch in Sandbox %1 starten (%2/%3 belegt)? Es teilt sich die Sandbox mit den unten aufgeführten Gesprächen.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>The sandbox is at its capacity of %1 conversations.</source>
        <translation>Die Sandbox hat ihre Kapazität von %1 Gesprächen erreicht.</translation>
    </message>
    <message>
        <source>The sandbox will be near its capacity (%1/%2).</source>
        <translation>Die Sandbox ist dann fast ausgelastet (%1/%2).</translation>
    </message>
    <message>
        <source>The sandbox is paused: starting here resumes it for every conversation on it.</source>
        <translation>Die Sandbox ist pausiert: Ein Start hier setzt sie für alle Gespräche darin fort.</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Gespräch löschen</translation>
    </message>
    <message>
        <source>Delete this conversation? Its record and start tasks are removed.</source>
        <translation>Dieses Gespräch löschen? Sein Eintrag und seine Startaufgaben werden entfernt.</translation>
    </message>
    <message numerus="yes">
        <source>The sandbox stays: %n other conversation(s) still use it.</source>
        <translation>
            <numerusform>Die Sandbox bleibt bestehen: %n weiteres Gespräch nutzt sie noch.</numerusform>
            <numerusform>Die Sandbox bleibt bestehen: %n weitere Gespräche nutzen sie noch.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is the last conversation on sandbox %1: the server removes the sandbox afterwards (this is checked once the deletion is done).</source>
        <translation>Es ist das letzte Gespräch in Sandbox %1: Der Server entfernt die Sandbox anschließend (dies wird geprüft, sobald das Löschen abgeschlossen ist).</translation>
    </message>
    <message>
        <source>No conversation is affected.</source>
        <translation>Kein Gespräch ist betroffen.</translation>
    </message>
    <message>
        <source>Affected conversations (%1):</source>
        <translation>Betroffene Gespräche (%1):</translation>
    </message>
    <message>
        <source>Affected conversations</source>
        <translation>Betroffene Gespräche</translation>
    </message>
</context>
<context>
    <name>Switchyard::SandboxCommands</name>
    <message>
        <source>The sandbox is pausing.</source>
        <translation>Die Sandbox wird pausiert.</translation>
    </message>
    <message>
        <source>The sandbox is resuming.</source>
        <translation>Die Sandbox wird fortgesetzt.</translation>
    </message>
    <message>
        <source>The sandbox was deleted.</source>
        <translation>Die Sandbox wurde gelöscht.</translation>
    </message>
    <message>
        <source>Sandbox %1 created; it is starting.</source>
        <translation>Sandbox %1 erstellt; sie wird gestartet.</translation>
    </message>
</context>
<context>
    <name>Switchyard::SandboxDetailPanel</name>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>%v / %m conversations</source>
        <translation>%v / %m Gespräche</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausieren</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <source>Start a conversation here…</source>
        <translation>Hier ein Gespräch starten…</translation>
    </message>
    <message>
        <source>Open conversation</source>
        <translation>Gespräch öffnen</translation>
    </message>
    <message>
        <source>Delete conversation…</source>
        <translation>Gespräch löschen…</translation>
    </message>
    <message>
        <source>All sandboxes</source>
        <translation>Alle Sandboxes</translation>
    </message>
    <message>
        <source>Grouping strategy</source>
        <translation>Gruppierungsstrategie</translation>
    </message>
    <message>
        <source>Sandboxes</source>
        <translation>Sandboxes</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Gespräche</translation>
    </message>
    <message>
        <source>Shared sandboxes</source>
        <translation>Gemeinsam genutzte Sandboxes</translation>
    </message>
    <message>
        <source>“Least recently used” places new conversations in the oldest created running sandbox.</source>
        <translation>„Am längsten nicht verwendet“ platziert neue Gespräche in der am frühesten erstellten laufenden Sandbox.</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>Keine Befunde.</translation>
    </message>
    <message>
        <source>Findings (%1):</source>
        <translation>Befunde (%1):</translation>
    </message>
    <message>
        <source>(no sandbox)</source>
        <translation>(keine Sandbox)</translation>
    </message>
    <message>
        <source>Sandbox %1</source>
        <translation>Sandbox %1</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>gone (not returned by the server)</source>
        <translation>entfernt (vom Server nicht zurückgegeben)</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Grouping</source>
        <translation>Gruppierung</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Gesehen</translation>
    </message>
    <message>
        <source>Open VS Code</source>
        <translation>VS Code öffnen</translation>
    </message>
    <message>
        <source>Open port %1</source>
        <translation>Port %1 öffnen</translation>
    </message>
    <message>
        <source>No conversation uses this sandbox.</source>
        <translation>Kein Gespräch nutzt diese Sandbox.</translation>
    </message>
    <message>
        <source>Conversations (%1):</source>
        <translation>Gespräche (%1):</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Enter opens the conversation or the sandbox of the selected row</source>
        <translation>Enter öffnet das Gespräch oder die Sandbox der ausgewählten Zeile</translation>
    </message>
    <message>
        <source>Conversations in this sandbox</source>
        <translation>Gespräche in dieser Sandbox</translation>
    </message>
    <message>
        <source>Lifecycle</source>
        <translation>Lebenszyklus</translation>
    </message>
    <message>
        <source>Overlapping work in this sandbox:</source>
        <translation>Überschneidende Arbeit in dieser Sandbox:</translation>
    </message>
</context>
<context>
    <name>Switchyard::SandboxMap</name>
    <message>
        <source>The conversation names no sandbox.</source>
        <translation>Das Gespräch nennt keine Sandbox.</translation>
    </message>
    <message>
        <source>Its sandbox is not among the sandboxes the server returns.</source>
        <translation>Seine Sandbox gehört nicht zu den Sandboxes, die der Server liefert.</translation>
    </message>
    <message>
        <source>Its sandbox is gone (deleted or missing); the conversation is read-only.</source>
        <translation>Seine Sandbox existiert nicht mehr (gelöscht oder fehlend); das Gespräch ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>The conversation reports a different sandbox status than the sandbox itself.</source>
        <translation>Das Gespräch meldet einen anderen Sandbox-Status als die Sandbox selbst.</translation>
    </message>
    <message>
        <source>The conversation reports agent activity although its sandbox is not running.</source>
        <translation>Das Gespräch meldet Agent-Aktivität, obwohl seine Sandbox nicht läuft.</translation>
    </message>
</context>
<context>
    <name>Switchyard::SandboxMapModel</name>
    <message>
        <source>Sandbox %1 is shared by %2 conversations: one filesystem, one set of credentials, one failure domain.</source>
        <translation>Sandbox %1 wird von %2 Gesprächen gemeinsam genutzt: ein Dateisystem, ein Satz Zugangsdaten, eine Fehlerdomäne.</translation>
    </message>
    <message>
        <source>Sandbox %1 is full (%2/%3): new conversations go elsewhere.</source>
        <translation>Sandbox %1 ist voll (%2/%3): Neue Gespräche werden anderswo platziert.</translation>
    </message>
    <message>
        <source>Sandbox %1 is near capacity (%2/%3).</source>
        <translation>Sandbox %1 ist fast ausgelastet (%2/%3).</translation>
    </message>
    <message>
        <source>Sandbox %1 (%2) has no conversation.</source>
        <translation>Sandbox %1 (%2) hat kein Gespräch.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
</context>
<context>
    <name>Switchyard::SandboxMapView</name>
    <message>
        <source>Sandbox map</source>
        <translation>Sandbox-Karte</translation>
    </message>
    <message>
        <source>(no sandbox id)</source>
        <translation>(keine Sandbox-ID)</translation>
    </message>
    <message>
        <source>Not returned by the server: the sandbox is gone.</source>
        <translation>Vom Server nicht zurückgegeben: Die Sandbox wurde entfernt.</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>Created: %1</source>
        <translation>Erstellt: %1</translation>
    </message>
    <message>
        <source>Image: %1</source>
        <translation>Image: %1</translation>
    </message>
    <message>
        <source>Conversations: %1 / %2</source>
        <translation>Gespräche: %1 / %2</translation>
    </message>
    <message>
        <source>A shared sandbox is not a security boundary.</source>
        <translation>Eine gemeinsam genutzte Sandbox ist keine Sicherheitsgrenze.</translation>
    </message>
    <message>
        <source>Id: %1</source>
        <translation>ID: %1</translation>
    </message>
    <message>
        <source>Repository: %1</source>
        <translation>Repository: %1</translation>
    </message>
    <message>
        <source>Agent: %1</source>
        <translation>Agent: %1</translation>
    </message>
    <message>
        <source>Sandbox status reported: %1</source>
        <translation>Gemeldeter Sandbox-Status: %1</translation>
    </message>
    <message>
        <source>Cost: $%1 · tokens: %2 in / %3 out</source>
        <translation>Kosten: $%1 · Tokens: %2 ein / %3 aus</translation>
    </message>
    <message>
        <source>Click to open</source>
        <translation>Zum Öffnen klicken</translation>
    </message>
    <message>
        <source>(no sandbox)</source>
        <translation>(keine Sandbox)</translation>
    </message>
    <message>
        <source>gone · %1</source>
        <translation>entfernt · %1</translation>
    </message>
    <message>
        <source>%1 · %2/%3</source>
        <translation>%1 · %2/%3</translation>
    </message>
    <message>
        <source> · shared</source>
        <translation> · gemeinsam genutzt</translation>
    </message>
    <message>
        <source>FULL</source>
        <translation>VOLL</translation>
    </message>
    <message>
        <source>NEAR CAPACITY</source>
        <translation>FAST AUSGELASTET</translation>
    </message>
    <message>
        <source>Sandboxes as boxes, each with the conversations that run in it; a thick frame is a shared sandbox. Arrow keys select the next or previous sandbox, whose details and conversations the panel beside the map lists; Escape shows the overview; Ctrl+Plus, Ctrl+Minus and Ctrl+0 zoom.</source>
        <translation>Sandboxes als Kästen, jeweils mit den Gesprächen, die darin laufen; ein dicker Rahmen kennzeichnet eine gemeinsam genutzte Sandbox. Die Pfeiltasten wählen die nächste oder vorherige Sandbox aus, deren Details und Gespräche das Feld neben der Karte auflistet; Escape zeigt die Übersicht; Ctrl+Plus, Ctrl+Minus und Ctrl+0 zoomen.</translation>
    </message>
    <message>
        <source>Overlapping work</source>
        <translation>Überschneidende Arbeit</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weitere</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::SandboxMapWidget</name>
    <message>
        <source>Sandboxes:</source>
        <translation>Sandboxes:</translation>
    </message>
    <message>
        <source>Conversations:</source>
        <translation>Gespräche:</translation>
    </message>
    <message>
        <source>Thick frame: shared sandbox.</source>
        <translation>Dicker Rahmen: gemeinsam genutzte Sandbox.</translation>
    </message>
    <message>
        <source>Red dashes: sandbox gone or status disagrees (desync).</source>
        <translation>Rote Striche: Sandbox entfernt oder Status widersprüchlich (nicht synchron).</translation>
    </message>
    <message>
        <source>New sandbox</source>
        <translation>Neue Sandbox</translation>
    </message>
    <message>
        <source>Create an empty sandbox (POST /sandboxes); it starts in STARTING.</source>
        <translation>Eine leere Sandbox erstellen (POST /sandboxes); sie beginnt im Status STARTING.</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Shared only</source>
        <translation>Nur gemeinsam genutzte</translation>
    </message>
    <message>
        <source>With findings only</source>
        <translation>Nur mit Befunden</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Fit the whole map</source>
        <translation>Die gesamte Karte einpassen</translation>
    </message>
    <message numerus="yes">
        <source>%n sandbox(es)</source>
        <translation>
            <numerusform>%n Sandbox</numerusform>
            <numerusform>%n Sandboxes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n Gespräch</numerusform>
            <numerusform>%n Gespräche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared</source>
        <translation>
            <numerusform>%n gemeinsam genutzt</numerusform>
            <numerusform>%n gemeinsam genutzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n out of sync</source>
        <translation>
            <numerusform>%n nicht synchron</numerusform>
            <numerusform>%n nicht synchron</numerusform>
        </translation>
    </message>
    <message>
        <source>grouping: %1</source>
        <translation>Gruppierung: %1</translation>
    </message>
    <message>
        <source>Pausing sandbox %1…</source>
        <translation>Sandbox %1 wird pausiert…</translation>
    </message>
    <message>
        <source>Resuming sandbox %1…</source>
        <translation>Sandbox %1 wird fortgesetzt…</translation>
    </message>
    <message>
        <source>Deleting sandbox %1…</source>
        <translation>Sandbox %1 wird gelöscht…</translation>
    </message>
    <message>
        <source>Deleting the conversation…</source>
        <translation>Das Gespräch wird gelöscht…</translation>
    </message>
    <message>
        <source>That action is already running.</source>
        <translation>Diese Aktion läuft bereits.</translation>
    </message>
    <message>
        <source>Not connected: the map is read-only.</source>
        <translation>Nicht verbunden: Die Karte ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>Sandbox %1 still exists but no conversation uses it any more. Delete it here to free its compute, or leave it to the idle reaper.</source>
        <translation>Sandbox %1 existiert noch, wird aber von keinem Gespräch mehr genutzt. Löschen Sie sie hier, um ihre Rechenressourcen freizugeben, oder überlassen Sie sie der automatischen Bereinigung inaktiver Sandboxes.</translation>
    </message>
    <message>
        <source>Creating a sandbox…</source>
        <translation>Sandbox wird erstellt…</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>%1 konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>&amp;Status:</source>
        <translation>&amp;Status:</translation>
    </message>
    <message>
        <source>Shows only the sandboxes with this status</source>
        <translation>Zeigt nur die Sandboxes mit diesem Status</translation>
    </message>
    <message>
        <source>Shows only sandboxes that more than one conversation uses</source>
        <translation>Zeigt nur Sandboxes, die von mehr als einem Gespräch genutzt werden</translation>
    </message>
    <message>
        <source>Shows only sandboxes with a finding: shared, near or at capacity, empty, gone or out of sync</source>
        <translation>Zeigt nur Sandboxes mit einem Befund: gemeinsam genutzt, fast oder voll ausgelastet, leer, entfernt oder nicht synchron</translation>
    </message>
    <message>
        <source>Not opened: %1 is not an http or https address.</source>
        <translation>Nicht geöffnet: %1 ist keine http- oder https-Adresse.</translation>
    </message>
</context>
<context>
    <name>Switchyard::Search</name>
    <message>
        <source>The cache cannot be read, so there is nothing to search.</source>
        <translation>Der Cache kann nicht gelesen werden, daher gibt es nichts zu durchsuchen.</translation>
    </message>
    <message>
        <source>The search could not run: %1</source>
        <translation>Die Suche konnte nicht ausgeführt werden: %1</translation>
    </message>
    <message>
        <source>A quote is not closed: add the closing &quot; to search for the phrase.</source>
        <translation>Ein Anführungszeichen ist nicht geschlossen: Fügen Sie das schließende &quot; hinzu, um nach der Wortgruppe zu suchen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no letters or digits to search for.</source>
        <translation>&quot;%1&quot; enthält keine Buchstaben oder Ziffern, nach denen gesucht werden kann.</translation>
    </message>
    <message>
        <source>A prefix needs at least two letters before the *: &quot;%1&quot;.</source>
        <translation>Ein Präfix braucht mindestens zwei Buchstaben vor dem *: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1: needs a value, as in %1:something.</source>
        <translation>%1: braucht einen Wert, etwa %1:etwas.</translation>
    </message>
    <message>
        <source>risk: is low, medium or high (not &quot;%1&quot;).</source>
        <translation>risk: ist low, medium oder high (nicht &quot;%1&quot;).</translation>
    </message>
    <message>
        <source>%1: cannot be excluded with -; search for what you want instead.</source>
        <translation>%1: kann nicht mit - ausgeschlossen werden; suchen Sie stattdessen nach dem, was Sie wollen.</translation>
    </message>
    <message>
        <source>%1: takes a time such as 7d, 24h, 30m, 2w or a date such as 2026-11-20 (not &quot;%2&quot;).</source>
        <translation>%1: nimmt eine Zeit wie 7d, 24h, 30m, 2w oder ein Datum wie 2026-11-20 (nicht &quot;%2&quot;).</translation>
    </message>
    <message>
        <source>Unknown field &quot;%1:&quot;. The fields are kind:, cmd:, path:, risk:, repo:, status:, model:, since: and until:; put the text in quotes to search for it as it is.</source>
        <translation>Unbekanntes Feld &quot;%1:&quot;. Die Felder sind kind:, cmd:, path:, risk:, repo:, status:, model:, since: und until:; setzen Sie den Text in Anführungszeichen, um genau danach zu suchen.</translation>
    </message>
    <message>
        <source>At most %1 words or phrases in one search.</source>
        <translation>Höchstens %1 Wörter oder Wortgruppen in einer Suche.</translation>
    </message>
    <message>
        <source>since:, until:, repo:, status: and model: narrow a search: add a word, a phrase, or cmd:, path:, kind: or risk:.</source>
        <translation>since:, until:, repo:, status: und model: schränken eine Suche ein: Fügen Sie ein Wort, eine Wortgruppe oder cmd:, path:, kind: oder risk: hinzu.</translation>
    </message>
    <message>
        <source>Only excluded words: add a word or a phrase to search for.</source>
        <translation>Nur ausgeschlossene Wörter: Fügen Sie ein Wort oder eine Wortgruppe zum Suchen hinzu.</translation>
    </message>
    <message>
        <source>Type a word, a &quot;phrase&quot;, a prefix* or a field such as cmd:git.</source>
        <translation>Geben Sie ein Wort, eine &quot;Wortgruppe&quot;, ein Präfix* oder ein Feld wie cmd:git ein.</translation>
    </message>
    <message>
        <source>until: is not after since:, so nothing can match.</source>
        <translation>until: liegt nicht nach since:, daher kann nichts passen.</translation>
    </message>
</context>
<context>
    <name>Switchyard::SearchPage</name>
    <message>
        <source>Search every cached event: words, &quot;a phrase&quot;, prefix*, cmd:, path:, kind:, risk:, repo:, status:, model:, since:7d</source>
        <translation>Alle zwischengespeicherten Ereignisse durchsuchen: Wörter, &quot;eine Wortgruppe&quot;, Präfix*, cmd:, path:, kind:, risk:, repo:, status:, model:, since:7d</translation>
    </message>
    <message>
        <source>Search query</source>
        <translation>Suchanfrage</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>Suchergebnisse</translation>
    </message>
    <message>
        <source>No cached event matches &quot;%1&quot;.</source>
        <translation>Kein zwischengespeichertes Ereignis passt zu &quot;%1&quot;.</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n Gespräch</numerusform>
            <numerusform>%n Gespräche</numerusform>
        </translation>
    </message>
    <message>
        <source>the newest shown</source>
        <translation>die neuesten angezeigt</translation>
    </message>
    <message>
        <source>older events are still being indexed</source>
        <translation>ältere Ereignisse werden noch indiziert</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n match(es))</source>
        <translation>
            <numerusform>%1 (%n Treffer)</numerusform>
            <numerusform>%1 (%n Treffer)</numerusform>
        </translation>
    </message>
    <message>
        <source>Indexing the cached events: %1 of %2</source>
        <translation>Die zwischengespeicherten Ereignisse werden indiziert: %1 von %2</translation>
    </message>
    <message>
        <source>Watch rules…</source>
        <translation>Überwachungsregeln…</translation>
    </message>
    <message>
        <source>Be told when an agent does this again: save the query as a watch rule</source>
        <translation>Benachrichtigt werden, wenn ein Agent dies erneut tut: die Suchanfrage als Überwachungsregel speichern</translation>
    </message>
</context>
<context>
    <name>Switchyard::ServerLostBanner</name>
    <message>
        <source>Drop the events the server lost?</source>
        <translation>Die Ereignisse verwerfen, die der Server verloren hat?</translation>
    </message>
    <message>
        <source>%1 of the %2 events kept on this computer are no longer on the server. Dropping them keeps only what the server has; they cannot be brought back.</source>
        <translation>%1 der %2 auf diesem Computer gespeicherten Ereignisse sind nicht mehr auf dem Server. Beim Verwerfen bleibt nur, was der Server hat; sie lassen sich nicht wiederherstellen.</translation>
    </message>
    <message>
        <source>Drop %1 events</source>
        <translation>%1 Ereignisse verwerfen</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <source>Keep these events on this computer and hide this message for this conversation</source>
        <translation>Diese Ereignisse auf diesem Computer behalten und diese Meldung für dieses Gespräch ausblenden</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save the whole conversation as kept here to a file (secrets redacted)</source>
        <translation>Das ganze Gespräch, wie es hier gespeichert ist, in eine Datei speichern (Geheimnisse geschwärzt)</translation>
    </message>
    <message>
        <source>&amp;Drop…</source>
        <translation>&amp;Verwerfen…</translation>
    </message>
    <message>
        <source>History the server lost</source>
        <translation>Vom Server verlorener Verlauf</translation>
    </message>
    <message>
        <source>The server no longer has %1 of the %2 events kept here. They are kept on this computer.</source>
        <translation>Der Server hat %1 der %2 hier gespeicherten Ereignisse nicht mehr. Sie bleiben auf diesem Computer erhalten.</translation>
    </message>
    <message>
        <source>Keep only what the server has: remove the events it lost from this computer</source>
        <translation>Nur behalten, was der Server hat: die verlorenen Ereignisse von diesem Computer entfernen</translation>
    </message>
    <message>
        <source>Which events the server lost is known once its list has been read again</source>
        <translation>Welche Ereignisse der Server verloren hat, ist bekannt, sobald seine Liste erneut gelesen wurde</translation>
    </message>
</context>
<context>
    <name>Switchyard::ServerProfilesDialog</name>
    <message>
        <source>&amp;Test connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>&amp;Add server</source>
        <translation>Server &amp;hinzufügen</translation>
    </message>
    <message>
        <source>e.g. Company cloud</source>
        <translation>z. B. Firmen-Cloud</translation>
    </message>
    <message>
        <source>optional: organization UUID</source>
        <translation>optional: Organisations-UUID</translation>
    </message>
    <message>
        <source>sk-oh-…</source>
        <translation>sk-oh-…</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>Base &amp;URL</source>
        <translation>Basis-&amp;URL</translation>
    </message>
    <message>
        <source>&amp;Organization id</source>
        <translation>&amp;Organisations-ID</translation>
    </message>
    <message>
        <source>API &amp;key</source>
        <translation>API-Sch&amp;lüssel</translation>
    </message>
    <message>
        <source>The key is stored in the system keychain, never in the settings file.</source>
        <translation>Der Schlüssel wird im Schlüsselbund des Systems gespeichert, nie in der Einstellungsdatei.</translation>
    </message>
    <message>
        <source>Leave empty to keep the stored key.</source>
        <translation>Leer lassen, um den gespeicherten Schlüssel beizubehalten.</translation>
    </message>
    <message>
        <source>no key stored</source>
        <translation>kein Schlüssel gespeichert</translation>
    </message>
    <message>
        <source>SWITCHYARD_API_KEY is set: it is used for this run instead of the stored key.</source>
        <translation>SWITCHYARD_API_KEY ist gesetzt: Für diese Ausführung wird er anstelle des gespeicherten Schlüssels verwendet.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s base URL, e.g. https://app.all-hands.dev.</source>
        <translation>Geben Sie die Basis-URL des Servers ein, z. B. https://app.all-hands.dev.</translation>
    </message>
    <message>
        <source>Remove server</source>
        <translation>Server entfernen</translation>
    </message>
    <message>
        <source>Remove “%1” and its stored API key? The local cache of this server is kept.</source>
        <translation>„%1“ und den gespeicherten API-Schlüssel entfernen? Der lokale Cache dieses Servers bleibt erhalten.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Wird getestet…</translation>
    </message>
    <message>
        <source>Server profiles</source>
        <translation>Serverprofile</translation>
    </message>
    <message>
        <source>The saved servers; select one to edit it or connect</source>
        <translation>Die gespeicherten Server; wählen Sie einen aus, um ihn zu bearbeiten oder sich zu verbinden</translation>
    </message>
    <message>
        <source>Re&amp;try removing the key</source>
        <translation>Entfernen des Schlüssels &amp;wiederholen</translation>
    </message>
    <message>
        <source>Remove the server, &amp;keep the key</source>
        <translation>Server entfernen, Schlüssel &amp;behalten</translation>
    </message>
    <message>
        <source>“%1” was not removed: %2</source>
        <translation>„%1“ wurde nicht entfernt: %2</translation>
    </message>
    <message>
        <source>“%1” was removed, but its API key is still in the system keychain (entry “%2”). Remove it there with your keychain&apos;s tool.</source>
        <translation>„%1“ wurde entfernt, aber sein API-Schlüssel befindet sich noch im System-Schlüsselbund (Eintrag „%2“). Entfernen Sie ihn dort mit der Verwaltung Ihres Schlüsselbunds.</translation>
    </message>
</context>
<context>
    <name>Switchyard::ShellActions</name>
    <message>
        <source>&amp;Open trajectory…</source>
        <translation>Trajektorie ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Download trajectory…</source>
        <translation>Trajektorie &amp;herunterladen…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Export transcript…</source>
        <translation>Transkript &amp;exportieren…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Servers…</source>
        <translation>&amp;Server…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Command &amp;palette…</source>
        <translation>Befehls&amp;palette…</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>&amp;Refresh now</source>
        <translation>Jetzt a&amp;ktualisieren</translation>
    </message>
    <message>
        <source>Go to the conversation &amp;list</source>
        <translation>Zur Gesprächs&amp;liste</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>Go to the &amp;timeline</source>
        <translation>Zum &amp;Verlauf</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>Show &amp;changes</source>
        <translation>Ä&amp;nderungen anzeigen</translation>
    </message>
    <message>
        <source>Alt+1</source>
        <translation>Alt+1</translation>
    </message>
    <message>
        <source>Show &amp;files</source>
        <translation>&amp;Dateien anzeigen</translation>
    </message>
    <message>
        <source>Alt+2</source>
        <translation>Alt+2</translation>
    </message>
    <message>
        <source>Show &amp;skills and hooks</source>
        <translation>&amp;Skills und Hooks anzeigen</translation>
    </message>
    <message>
        <source>Alt+3</source>
        <translation>Alt+3</translation>
    </message>
    <message>
        <source>Show &amp;metadata and usage</source>
        <translation>&amp;Metadaten und Nutzung anzeigen</translation>
    </message>
    <message>
        <source>Alt+4</source>
        <translation>Alt+4</translation>
    </message>
    <message>
        <source>Reset &amp;layout</source>
        <translation>&amp;Layout zurücksetzen</translation>
    </message>
    <message>
        <source>Desktop &amp;notifications</source>
        <translation>Desktop-&amp;Benachrichtigungen</translation>
    </message>
    <message>
        <source>&amp;New conversation…</source>
        <translation>&amp;Neues Gespräch…</translation>
    </message>
    <message>
        <source>Ne&amp;xt conversation that needs me</source>
        <translation>Nä&amp;chstes Gespräch, das mich braucht</translation>
    </message>
    <message>
        <source>Ctrl+J</source>
        <translation>Ctrl+J</translation>
    </message>
    <message>
        <source>Pre&amp;vious conversation that needs me</source>
        <translation>&amp;Vorheriges Gespräch, das mich braucht</translation>
    </message>
    <message>
        <source>Ctrl+Shift+J</source>
        <translation>Ctrl+Shift+J</translation>
    </message>
    <message>
        <source>&amp;Pause agent</source>
        <translation>Agent &amp;pausieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Res&amp;ume agent</source>
        <translation>Agent &amp;fortsetzen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+U</source>
        <translation>Ctrl+Shift+U</translation>
    </message>
    <message>
        <source>&amp;Approve pending action</source>
        <translation>Ausstehende Aktion &amp;genehmigen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>Re&amp;ject pending action…</source>
        <translation>Ausstehende Aktion &amp;ablehnen…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>&amp;Delete conversation…</source>
        <translation>Gespräch &amp;löschen…</translation>
    </message>
    <message>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <source>&amp;Pause sandbox…</source>
        <translation>Sandbox &amp;pausieren…</translation>
    </message>
    <message>
        <source>Ctrl+Alt+P</source>
        <translation>Ctrl+Alt+P</translation>
    </message>
    <message>
        <source>&amp;Resume sandbox</source>
        <translation>Sandbox &amp;fortsetzen</translation>
    </message>
    <message>
        <source>Ctrl+Alt+U</source>
        <translation>Ctrl+Alt+U</translation>
    </message>
    <message>
        <source>&amp;Delete sandbox…</source>
        <translation>Sandbox &amp;löschen…</translation>
    </message>
    <message>
        <source>Ctrl+Alt+Del</source>
        <translation>Ctrl+Alt+Del</translation>
    </message>
    <message>
        <source>&amp;About Switchyard</source>
        <translation>&amp;Über Switchyard</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Conversation</source>
        <translation>&amp;Gespräch</translation>
    </message>
    <message>
        <source>&amp;Sandbox</source>
        <translation>&amp;Sandbox</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>E&amp;instellungen…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+,</source>
        <translation>Ctrl+Shift+,</translation>
    </message>
    <message>
        <source>Go to the sandbox &amp;map</source>
        <translation>Zur Sandbox-Kar&amp;te</translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <source>Go to the c&amp;harts</source>
        <translation>Zu den Dia&amp;grammen</translation>
    </message>
    <message>
        <source>Ctrl+4</source>
        <translation>Ctrl+4</translation>
    </message>
    <message>
        <source>Ar&amp;chive conversation</source>
        <translation>Gespräch a&amp;rchivieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+H</source>
        <translation>Ctrl+Shift+H</translation>
    </message>
    <message>
        <source>Open in &amp;browser</source>
        <translation>Im &amp;Browser öffnen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <source>Go to the &amp;inbox</source>
        <translation>Zum &amp;Posteingang</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Search all events…</source>
        <translation>Alle Ereignisse &amp;durchsuchen …</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>Go to the fl&amp;eet timeline</source>
        <translation>Zum &amp;Flottenverlauf</translation>
    </message>
    <message>
        <source>Ctrl+5</source>
        <translation>Ctrl+5</translation>
    </message>
</context>
<context>
    <name>Switchyard::ShellPages</name>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Gespräche</translation>
    </message>
    <message>
        <source>Sandboxes</source>
        <translation>Sandboxes</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>The conversations and the selected one&apos;s timeline (Ctrl+1, Ctrl+2)</source>
        <translation>Die Gespräche und der Verlauf des ausgewählten Gesprächs (Ctrl+1, Ctrl+2)</translation>
    </message>
    <message>
        <source>Every sandbox and the conversations on it (Ctrl+3)</source>
        <translation>Jede Sandbox und die Gespräche darin (Ctrl+3)</translation>
    </message>
    <message>
        <source>Cost, tokens and status roll-ups (Ctrl+4)</source>
        <translation>Kosten, Tokens und Statusübersichten (Ctrl+4)</translation>
    </message>
    <message>
        <source>Everything that waits for you: approvals, questions, errors (Ctrl+I)</source>
        <translation>Alles, was auf Sie wartet: Genehmigungen, Fragen, Fehler (Ctrl+I)</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Everything an agent did, in every cached conversation (Ctrl+Shift+F)</source>
        <translation>Alles, was ein Agent getan hat, in jedem zwischengespeicherten Gespräch (Ctrl+Shift+F)</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Flotte</translation>
    </message>
    <message>
        <source>Every conversation&apos;s status over time, cost and sandbox lifecycle (Ctrl+5)</source>
        <translation>Status jedes Gesprächs im Zeitverlauf, Kosten und Sandbox-Lebenszyklus (Ctrl+5)</translation>
    </message>
</context>
<context>
    <name>Switchyard::SkillsHooksModel</name>
    <message>
        <source>Skill</source>
        <translation>Skill</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Triggers</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <source>Hook</source>
        <translation>Hook</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <source>Select a conversation to see the skills and hooks of its workspace.</source>
        <translation>Wählen Sie ein Gespräch aus, um die Skills und Hooks seines Arbeitsbereichs zu sehen.</translation>
    </message>
    <message>
        <source>Skills and hooks are read from a running sandbox; an offline trajectory has none.</source>
        <translation>Skills und Hooks werden aus einer laufenden Sandbox gelesen; eine Offline-Trajektorie hat keine.</translation>
    </message>
    <message>
        <source>The sandbox is %1: skills and hooks can only be read while it is running.</source>
        <translation>Die Sandbox ist %1: Skills und Hooks können nur gelesen werden, während sie läuft.</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s), %1</source>
        <translation>
            <numerusform>%n Skill, %1</numerusform>
            <numerusform>%n Skills, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hook(s)</source>
        <translation>
            <numerusform>%n Hook</numerusform>
            <numerusform>%n Hooks</numerusform>
        </translation>
    </message>
    <message>
        <source>Skills: %1</source>
        <translation>Skills: %1</translation>
    </message>
    <message>
        <source>Hooks: %1</source>
        <translation>Hooks: %1</translation>
    </message>
    <message>
        <source>matcher: %1</source>
        <translation>Matcher: %1</translation>
    </message>
    <message>
        <source>%1 (async)</source>
        <translation>%1 (asynchron)</translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::SkillsHooksWidget</name>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Select a skill to read its content.</source>
        <translation>Wählen Sie einen Skill aus, um seinen Inhalt zu lesen.</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Skills</translation>
    </message>
    <message>
        <source>The skills the agent loaded in this workspace; select one to read it</source>
        <translation>Die Skills, die der Agent in diesem Arbeitsbereich geladen hat; wählen Sie einen aus, um ihn zu lesen</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>Hooks</translation>
    </message>
    <message>
        <source>Commands the agent runs on events, grouped by event and matcher</source>
        <translation>Befehle, die der Agent bei Ereignissen ausführt, gruppiert nach Ereignis und Matcher</translation>
    </message>
    <message>
        <source>Skill content</source>
        <translation>Skill-Inhalt</translation>
    </message>
    <message>
        <source>Reads the skills and hooks of the workspace again</source>
        <translation>Liest die Skills und Hooks des Arbeitsbereichs erneut</translation>
    </message>
</context>
<context>
    <name>Switchyard::StartConversationDialog</name>
    <message>
        <source>No grouping: a new sandbox for each conversation</source>
        <translation>Keine Gruppierung: eine neue Sandbox für jedes Gespräch</translation>
    </message>
    <message>
        <source>Group by newest: the newest running sandbox with room</source>
        <translation>Nach neuester gruppieren: die neueste laufende Sandbox mit freiem Platz</translation>
    </message>
    <message>
        <source>Least recently used: the oldest running sandbox with room</source>
        <translation>Am längsten nicht verwendet: die älteste laufende Sandbox mit freiem Platz</translation>
    </message>
    <message>
        <source>Fewest conversations: the running sandbox with the fewest</source>
        <translation>Wenigste Gespräche: die laufende Sandbox mit den wenigsten</translation>
    </message>
    <message>
        <source>Add to any: the first running sandbox with room</source>
        <translation>Zu beliebiger hinzufügen: die erste laufende Sandbox mit freiem Platz</translation>
    </message>
    <message>
        <source>the server&apos;s grouping strategy (not read yet)</source>
        <translation>die Gruppierungsstrategie des Servers (noch nicht gelesen)</translation>
    </message>
    <message>
        <source>Start a conversation</source>
        <translation>Gespräch starten</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Gespräch</translation>
    </message>
    <message>
        <source>Secrets, plugins, observability</source>
        <translation>Secrets, Plugins, Observability</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>owner/repository (optional)</source>
        <translation>Besitzer/Repository (optional)</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>&amp;Repository:</source>
        <translation>&amp;Repository:</translation>
    </message>
    <message>
        <source>default: a new openhands-workspace-… branch</source>
        <translation>Standard: ein neuer Branch openhands-workspace-…</translation>
    </message>
    <message>
        <source>&amp;Branch:</source>
        <translation>&amp;Branch:</translation>
    </message>
    <message>
        <source>What should the agent do?</source>
        <translation>Was soll der Agent tun?</translation>
    </message>
    <message>
        <source>&amp;Message:</source>
        <translation>&amp;Nachricht:</translation>
    </message>
    <message>
        <source>server default</source>
        <translation>Server-Standard</translation>
    </message>
    <message>
        <source>M&amp;odel:</source>
        <translation>M&amp;odell:</translation>
    </message>
    <message>
        <source>Default (code)</source>
        <translation>Standard (Code)</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>&amp;Agent type:</source>
        <translation>&amp;Agententyp:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>In this sandbox:</source>
        <translation>In dieser Sandbox:</translation>
    </message>
    <message>
        <source>⚠ A shared sandbox is not a security boundary: conversations in it share the file system, processes, network and credentials, and pausing or deleting it affects all of them.</source>
        <translation>⚠ Eine gemeinsam genutzte Sandbox ist keine Sicherheitsgrenze: Die Gespräche darin teilen sich Dateisystem, Prozesse, Netzwerk und Zugangsdaten, und das Pausieren oder Löschen der Sandbox betrifft alle.</translation>
    </message>
    <message>
        <source>Placement:</source>
        <translation>Platzierung:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Secrets&lt;/b&gt; for this conversation only (override stored secrets of the same name; kept in memory, never saved):</source>
        <translation>&lt;b&gt;Secrets&lt;/b&gt; nur für dieses Gespräch (überschreiben gespeicherte Secrets gleichen Namens; werden nur im Arbeitsspeicher gehalten, nie gespeichert):</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Add secret</source>
        <translation>Secret hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plugins&lt;/b&gt; (source: github:owner/repo, a git URL or a path):</source>
        <translation>&lt;b&gt;Plugins&lt;/b&gt; (Quelle: github:owner/repo, eine Git-URL oder ein Pfad):</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Ref</source>
        <translation>Ref</translation>
    </message>
    <message>
        <source>Path in repo</source>
        <translation>Pfad im Repository</translation>
    </message>
    <message>
        <source>Add plugin</source>
        <translation>Plugin hinzufügen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Observability&lt;/b&gt;</source>
        <translation>&lt;b&gt;Observability&lt;/b&gt;</translation>
    </message>
    <message>
        <source>letters, digits and . _ : / - (at most 128)</source>
        <translation>Buchstaben, Ziffern und . _ : / - (höchstens 128)</translation>
    </message>
    <message>
        <source>comma separated</source>
        <translation>durch Kommas getrennt</translation>
    </message>
    <message>
        <source>one key = value per line: text, &quot;quoted text&quot;, true/false, 42, 0.5, [1, 2, 3] (arrays of one type)</source>
        <translation>ein Schlüssel = Wert pro Zeile: Text, &quot;Text in Anführungszeichen&quot;, true/false, 42, 0.5, [1, 2, 3] (Arrays eines einzigen Typs)</translation>
    </message>
    <message>
        <source>Span name:</source>
        <translation>Span-Name:</translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation>Tags:</translation>
    </message>
    <message>
        <source>Metadata:</source>
        <translation>Metadaten:</translation>
    </message>
    <message>
        <source>Step %v of %m</source>
        <translation>Schritt %v von %m</translation>
    </message>
    <message>
        <source>Edit and retry</source>
        <translation>Bearbeiten und erneut versuchen</translation>
    </message>
    <message>
        <source>Open conversation</source>
        <translation>Gespräch öffnen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>%1 — %2 — %3/%4</source>
        <translation>%1 — %2 — %3/%4</translation>
    </message>
    <message>
        <source>%1 — not known yet</source>
        <translation>%1 — noch nicht bekannt</translation>
    </message>
    <message>
        <source>Automatic — %1</source>
        <translation>Automatisch — %1</translation>
    </message>
    <message>
        <source>Automatic (the server&apos;s grouping strategy)</source>
        <translation>Automatisch (Gruppierungsstrategie des Servers)</translation>
    </message>
    <message>
        <source>The server picks a running sandbox with fewer than %1 conversations, or creates one. Paused sandboxes are never picked automatically.</source>
        <translation>Der Server wählt eine laufende Sandbox mit weniger als %1 Gesprächen oder erstellt eine. Pausierte Sandboxes werden nie automatisch gewählt.</translation>
    </message>
    <message>
        <source>%1 of %2 conversations in use.</source>
        <translation>%1 von %2 Gesprächen belegt.</translation>
    </message>
    <message>
        <source>The sandbox is paused: starting here resumes it.</source>
        <translation>Die Sandbox ist pausiert: Ein Start hier setzt sie fort.</translation>
    </message>
    <message>
        <source>The sandbox is %1: the start would fail.</source>
        <translation>Die Sandbox ist %1: Der Start würde fehlschlagen.</translation>
    </message>
    <message>
        <source>The sandbox is still starting.</source>
        <translation>Die Sandbox wird noch gestartet.</translation>
    </message>
    <message>
        <source>It is full.</source>
        <translation>Sie ist voll.</translation>
    </message>
    <message>
        <source>Choose a sandbox, or let the server place the conversation.</source>
        <translation>Wählen Sie eine Sandbox oder lassen Sie den Server das Gespräch platzieren.</translation>
    </message>
    <message>
        <source>The sandbox %1 is %2; a conversation cannot start there.</source>
        <translation>Die Sandbox %1 ist %2; dort kann kein Gespräch gestartet werden.</translation>
    </message>
    <message>
        <source>The sandbox %1 already holds %2 conversations.</source>
        <translation>Die Sandbox %1 enthält bereits %2 Gespräche.</translation>
    </message>
    <message>
        <source>The secret “%1” is listed twice.</source>
        <translation>Das Secret „%1“ ist doppelt aufgeführt.</translation>
    </message>
    <message>
        <source>Write a message or choose a repository.</source>
        <translation>Schreiben Sie eine Nachricht oder wählen Sie ein Repository.</translation>
    </message>
    <message>
        <source>The conversation could not be started</source>
        <translation>Das Gespräch konnte nicht gestartet werden</translation>
    </message>
    <message>
        <source>The conversation is ready</source>
        <translation>Das Gespräch ist bereit</translation>
    </message>
    <message>
        <source>Starting the conversation…</source>
        <translation>Gespräch wird gestartet…</translation>
    </message>
    <message>
        <source>Sandbox: %1</source>
        <translation>Sandbox: %1</translation>
    </message>
    <message>
        <source>Server step: %1</source>
        <translation>Server-Schritt: %1</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>Start options</source>
        <translation>Startoptionen</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>Repository</translation>
    </message>
    <message>
        <source>The repository to clone into the workspace, as owner/repository</source>
        <translation>Das Repository, das in den Arbeitsbereich geklont wird, als owner/repository</translation>
    </message>
    <message>
        <source>Git provider</source>
        <translation>Git-Anbieter</translation>
    </message>
    <message>
        <source>Where the repository is hosted; auto lets the server decide</source>
        <translation>Wo das Repository gehostet wird; auto überlässt die Entscheidung dem Server</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Branch</translation>
    </message>
    <message>
        <source>Initial message</source>
        <translation>Erste Nachricht</translation>
    </message>
    <message>
        <source>The first message to the agent: what it should do</source>
        <translation>Die erste Nachricht an den Agenten: was er tun soll</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>The LLM model; empty uses the server default</source>
        <translation>Das LLM-Modell; leer verwendet den Server-Standard</translation>
    </message>
    <message>
        <source>Agent type</source>
        <translation>Agententyp</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>The sandbox to start in, with its status and how many of its %1 conversation slots are used</source>
        <translation>Die Sandbox für den Start, mit ihrem Status und wie viele ihrer %1 Gesprächsplätze belegt sind</translation>
    </message>
    <message>
        <source>The server places the conversation by its grouping strategy</source>
        <translation>Der Server platziert das Gespräch gemäß seiner Gruppierungsstrategie</translation>
    </message>
    <message>
        <source>Secrets</source>
        <translation>Secrets</translation>
    </message>
    <message>
        <source>Name and value of each secret for this conversation only; values are masked and never saved</source>
        <translation>Name und Wert jedes Secrets nur für dieses Gespräch; Werte werden maskiert und nie gespeichert</translation>
    </message>
    <message>
        <source>Remove secret</source>
        <translation>Secret entfernen</translation>
    </message>
    <message>
        <source>Removes the selected secret</source>
        <translation>Entfernt das ausgewählte Secret</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Plugins</translation>
    </message>
    <message>
        <source>Source, ref and path in the repository of each plugin to load</source>
        <translation>Quelle, Ref und Pfad im Repository jedes zu ladenden Plugins</translation>
    </message>
    <message>
        <source>Remove plugin</source>
        <translation>Plugin entfernen</translation>
    </message>
    <message>
        <source>Removes the selected plugin</source>
        <translation>Entfernt das ausgewählte Plugin</translation>
    </message>
    <message>
        <source>Span name</source>
        <translation>Span-Name</translation>
    </message>
    <message>
        <source>Observability span name: letters, digits and . _ : / - (at most 128)</source>
        <translation>Observability-Span-Name: Buchstaben, Ziffern und . _ : / - (höchstens 128)</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Observability tags, comma separated</source>
        <translation>Observability-Tags, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Metadaten</translation>
    </message>
    <message>
        <source>Observability metadata, one key = value per line</source>
        <translation>Observability-Metadaten, ein Schlüssel = Wert pro Zeile</translation>
    </message>
    <message>
        <source>Start progress</source>
        <translation>Startfortschritt</translation>
    </message>
    <message>
        <source>Start details</source>
        <translation>Startdetails</translation>
    </message>
    <message>
        <source>Prompt and skills</source>
        <translation>Prompt und Skills</translation>
    </message>
    <message>
        <source>&lt;b&gt;System prompt&lt;/b&gt; (replaces the agent&apos;s default prompt; leave empty for the default; newer servers only):</source>
        <translation>&lt;b&gt;System-Prompt&lt;/b&gt; (ersetzt den Standard-Prompt des Agenten; für den Standard leer lassen; nur neuere Server):</translation>
    </message>
    <message>
        <source>You are a careful engineer…</source>
        <translation>Du bist ein sorgfältiger Softwareentwickler…</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>System-Prompt</translation>
    </message>
    <message>
        <source>Replaces the agent&apos;s default system prompt; empty keeps it</source>
        <translation>Ersetzt den Standard-System-Prompt des Agenten; leer bleibt dieser erhalten</translation>
    </message>
    <message>
        <source>&lt;b&gt;Skills not to load&lt;/b&gt; (checked ones are disabled):</source>
        <translation>&lt;b&gt;Nicht zu ladende Skills&lt;/b&gt; (markierte werden deaktiviert):</translation>
    </message>
    <message>
        <source>Open a conversation first to list the skills its server loads, or type names below.</source>
        <translation>Öffnen Sie zuerst ein Gespräch, um die Skills aufzulisten, die sein Server lädt, oder geben Sie unten Namen ein.</translation>
    </message>
    <message>
        <source>Skills to disable</source>
        <translation>Zu deaktivierende Skills</translation>
    </message>
    <message>
        <source>The skills the server lists; a checked skill is not loaded</source>
        <translation>Die Skills, die der Server auflistet; ein markierter Skill wird nicht geladen</translation>
    </message>
    <message>
        <source>comma separated skill names</source>
        <translation>durch Kommas getrennte Skill-Namen</translation>
    </message>
    <message>
        <source>Other skills to disable</source>
        <translation>Weitere zu deaktivierende Skills</translation>
    </message>
    <message>
        <source>Other skills:</source>
        <translation>Weitere Skills:</translation>
    </message>
    <message>
        <source>Loading the skills of “%1”…</source>
        <translation>Skills von „%1“ werden geladen…</translation>
    </message>
    <message>
        <source>“%1” lists no skills; type names below.</source>
        <translation>„%1“ listet keine Skills auf; geben Sie unten Namen ein.</translation>
    </message>
    <message>
        <source>The skills “%1” loads:</source>
        <translation>Die Skills, die „%1“ lädt:</translation>
    </message>
    <message>
        <source>The skills could not be listed: %1</source>
        <translation>Die Skills konnten nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <source>Check to start without “%1”</source>
        <translation>Markieren, um ohne „%1“ zu starten</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
</context>
<context>
    <name>Switchyard::StartRequestValidator</name>
    <message>
        <source>an unescaped quote inside a string</source>
        <translation>ein nicht maskiertes Anführungszeichen in einer Zeichenkette</translation>
    </message>
    <message>
        <source>numbers must be finite</source>
        <translation>Zahlen müssen endlich sein</translation>
    </message>
    <message>
        <source>a value is missing</source>
        <translation>ein Wert fehlt</translation>
    </message>
    <message>
        <source>The repository must look like owner/name.</source>
        <translation>Das Repository muss die Form owner/name haben.</translation>
    </message>
    <message>
        <source>A branch needs a repository.</source>
        <translation>Ein Branch erfordert ein Repository.</translation>
    </message>
    <message>
        <source>“%1” is not a valid git branch name.</source>
        <translation>„%1“ ist kein gültiger Git-Branch-Name.</translation>
    </message>
    <message>
        <source>The agent type must be “default” or “plan”.</source>
        <translation>Der Agententyp muss „default“ oder „plan“ sein.</translation>
    </message>
    <message>
        <source>The initial message is empty.</source>
        <translation>Die erste Nachricht ist leer.</translation>
    </message>
    <message>
        <source>The model name must not contain spaces.</source>
        <translation>Der Modellname darf keine Leerzeichen enthalten.</translation>
    </message>
    <message>
        <source>The sandbox id is not valid.</source>
        <translation>Die Sandbox-ID ist ungültig.</translation>
    </message>
    <message>
        <source>Secret names must not be empty or contain spaces.</source>
        <translation>Namen von Secrets dürfen nicht leer sein und keine Leerzeichen enthalten.</translation>
    </message>
    <message>
        <source>The secret “%1” has no value.</source>
        <translation>Das Secret „%1“ hat keinen Wert.</translation>
    </message>
    <message>
        <source>Every plugin needs a source (github:owner/repo, a git URL or a path).</source>
        <translation>Jedes Plugin benötigt eine Quelle (github:owner/repo, eine Git-URL oder einen Pfad).</translation>
    </message>
    <message>
        <source>The plugin “%1” contains spaces.</source>
        <translation>Das Plugin „%1“ enthält Leerzeichen.</translation>
    </message>
    <message>
        <source>The span name is longer than %1 characters.</source>
        <translation>Der Span-Name ist länger als %1 Zeichen.</translation>
    </message>
    <message>
        <source>The span name may only contain letters, digits and . _ : / -</source>
        <translation>Der Span-Name darf nur Buchstaben, Ziffern und . _ : / - enthalten</translation>
    </message>
    <message>
        <source>Tags must not be empty.</source>
        <translation>Tags dürfen nicht leer sein.</translation>
    </message>
    <message>
        <source>Metadata line %1: %2</source>
        <translation>Metadaten, Zeile %1: %2</translation>
    </message>
    <message>
        <source>expected key = value</source>
        <translation>Schlüssel = Wert erwartet</translation>
    </message>
    <message>
        <source>the key must not be empty or contain spaces</source>
        <translation>der Schlüssel darf nicht leer sein und keine Leerzeichen enthalten</translation>
    </message>
    <message>
        <source>the key “%1” appears twice</source>
        <translation>der Schlüssel „%1“ kommt doppelt vor</translation>
    </message>
    <message>
        <source>an array must end with ]</source>
        <translation>ein Array muss mit ] enden</translation>
    </message>
    <message>
        <source>arrays cannot be nested</source>
        <translation>Arrays können nicht verschachtelt werden</translation>
    </message>
    <message>
        <source>all values of an array must have the same type</source>
        <translation>alle Werte eines Arrays müssen denselben Typ haben</translation>
    </message>
    <message>
        <source>A system prompt replaces the default one: leave the suffix to the default prompt empty, or put it into the system prompt.</source>
        <translation>Ein System-Prompt ersetzt den Standard-Prompt: Lassen Sie den Zusatz zum Standard-Prompt leer oder nehmen Sie ihn in den System-Prompt auf.</translation>
    </message>
    <message>
        <source>The system prompt is only whitespace.</source>
        <translation>Der System-Prompt besteht nur aus Leerraum.</translation>
    </message>
    <message>
        <source>A skill to disable needs a name (one per line).</source>
        <translation>Ein zu deaktivierender Skill braucht einen Namen (einer pro Zeile).</translation>
    </message>
</context>
<context>
    <name>Switchyard::StartSteps</name>
    <message>
        <source>Starting</source>
        <translation>Wird gestartet</translation>
    </message>
    <message>
        <source>Waiting for sandbox</source>
        <translation>Warten auf Sandbox</translation>
    </message>
    <message>
        <source>Preparing repository</source>
        <translation>Repository wird vorbereitet</translation>
    </message>
    <message>
        <source>Running setup script</source>
        <translation>Setup-Skript wird ausgeführt</translation>
    </message>
    <message>
        <source>Setting up git hooks</source>
        <translation>Git-Hooks werden eingerichtet</translation>
    </message>
    <message>
        <source>Setting up skills</source>
        <translation>Skills werden eingerichtet</translation>
    </message>
    <message>
        <source>Starting conversation</source>
        <translation>Gespräch wird gestartet</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>Switchyard::StartVariantsWidget</name>
    <message>
        <source>Start as variants of one task</source>
        <translation>Als Varianten einer Aufgabe starten</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>Start the same task as several conversations that differ in model, branch or system prompt, and compare them when they finish</source>
        <translation>Dieselbe Aufgabe als mehrere Gespräche starten, die sich in Modell, Branch oder System-Prompt unterscheiden, und sie vergleichen, wenn sie fertig sind</translation>
    </message>
    <message>
        <source>&amp;Number of variants:</source>
        <translation>&amp;Anzahl der Varianten:</translation>
    </message>
    <message>
        <source>Number of variants</source>
        <translation>Anzahl der Varianten</translation>
    </message>
    <message>
        <source>Empty fields take the value of the Conversation tab. Each variant gets a sandbox of its own.</source>
        <translation>Leere Felder übernehmen den Wert aus dem Tab „Gespräch“. Jede Variante erhält eine eigene Sandbox.</translation>
    </message>
    <message>
        <source>Variant %1</source>
        <translation>Variante %1</translation>
    </message>
    <message>
        <source>as the Conversation tab</source>
        <translation>wie im Tab „Gespräch“</translation>
    </message>
    <message>
        <source>Model of variant %1</source>
        <translation>Modell von Variante %1</translation>
    </message>
    <message>
        <source>Branch of variant %1</source>
        <translation>Branch von Variante %1</translation>
    </message>
    <message>
        <source>made from what differs</source>
        <translation>aus den Unterschieden gebildet</translation>
    </message>
    <message>
        <source>Label of variant %1</source>
        <translation>Bezeichnung von Variante %1</translation>
    </message>
    <message>
        <source>the default system prompt</source>
        <translation>der Standard-System-Prompt</translation>
    </message>
    <message>
        <source>System prompt of variant %1</source>
        <translation>System-Prompt von Variante %1</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>Branch:</source>
        <translation>Branch:</translation>
    </message>
    <message>
        <source>System prompt:</source>
        <translation>System-Prompt:</translation>
    </message>
    <message>
        <source>Label:</source>
        <translation>Bezeichnung:</translation>
    </message>
</context>
<context>
    <name>Switchyard::StatusBadges</name>
    <message>
        <source>confirmed %1 s ago</source>
        <translation>vor %1 s bestätigt</translation>
    </message>
    <message>
        <source>confirmed %1 min ago</source>
        <translation>vor %1 min bestätigt</translation>
    </message>
    <message>
        <source>confirmed %1 h ago</source>
        <translation>vor %1 h bestätigt</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>vor %1 min</translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation>vor %1 h</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>gestern</translation>
    </message>
    <message>
        <source>%1 days ago</source>
        <translation>vor %1 Tagen</translation>
    </message>
</context>
<context>
    <name>Switchyard::StatusBarWidget</name>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Not syncing</source>
        <translation>Keine Synchronisierung</translation>
    </message>
    <message>
        <source>Syncing…</source>
        <translation>Synchronisiere…</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <source>Server errors, retrying</source>
        <translation>Serverfehler, neuer Versuch läuft</translation>
    </message>
    <message>
        <source>Key rejected: check the server profile</source>
        <translation>Schlüssel abgelehnt: Prüfen Sie das Serverprofil</translation>
    </message>
    <message>
        <source>never confirmed</source>
        <translation>nie bestätigt</translation>
    </message>
    <message numerus="yes">
        <source>confirmed %n s ago</source>
        <translation>
            <numerusform>vor %n s bestätigt</numerusform>
            <numerusform>vor %n s bestätigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>confirmed %n min ago</source>
        <translation>
            <numerusform>vor %n min bestätigt</numerusform>
            <numerusform>vor %n min bestätigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>confirmed %n h ago</source>
        <translation>
            <numerusform>vor %n h bestätigt</numerusform>
            <numerusform>vor %n h bestätigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>confirmed %n day(s) ago</source>
        <translation>
            <numerusform>vor %n Tag bestätigt</numerusform>
            <numerusform>vor %n Tagen bestätigt</numerusform>
        </translation>
    </message>
    <message>
        <source>Offline review (read-only)</source>
        <translation>Offline-Ansicht (schreibgeschützt)</translation>
    </message>
    <message>
        <source>Cache write failed, retrying</source>
        <translation>Schreiben in den Cache fehlgeschlagen, neuer Versuch läuft</translation>
    </message>
    <message numerus="yes">
        <source>Nothing already stored is lost; new events are kept in memory and written once the cache accepts writes again (%n write(s) waiting).</source>
        <translation>
            <numerusform>Bereits Gespeichertes geht nicht verloren; neue Ereignisse werden im Arbeitsspeicher gehalten und geschrieben, sobald der Cache wieder Schreibvorgänge annimmt (%n Schreibvorgang wartet).</numerusform>
            <numerusform>Bereits Gespeichertes geht nicht verloren; neue Ereignisse werden im Arbeitsspeicher gehalten und geschrieben, sobald der Cache wieder Schreibvorgänge annimmt (%n Schreibvorgänge warten).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::StatusNames</name>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Starting</source>
        <comment>sandbox</comment>
        <translation>Wird gestartet</translation>
    </message>
    <message>
        <source>Running</source>
        <comment>sandbox</comment>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Paused</source>
        <comment>sandbox</comment>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>Error</source>
        <comment>sandbox</comment>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Missing</source>
        <comment>sandbox</comment>
        <translation>Fehlt</translation>
    </message>
    <message>
        <source>Provider unavailable</source>
        <comment>sandbox</comment>
        <translation>Anbieter nicht verfügbar</translation>
    </message>
    <message>
        <source>Idle</source>
        <comment>agent</comment>
        <translation>Inaktiv</translation>
    </message>
    <message>
        <source>Running</source>
        <comment>agent</comment>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Paused</source>
        <comment>agent</comment>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>Waiting for confirmation</source>
        <comment>agent</comment>
        <translation>Wartet auf Bestätigung</translation>
    </message>
    <message>
        <source>Finished</source>
        <comment>agent</comment>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Error</source>
        <comment>agent</comment>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Stuck</source>
        <comment>agent</comment>
        <translation>Festgefahren</translation>
    </message>
    <message>
        <source>Deleting</source>
        <comment>agent</comment>
        <translation>Wird gelöscht</translation>
    </message>
    <message>
        <source>No agent (sandbox not running)</source>
        <translation>Kein Agent (Sandbox läuft nicht)</translation>
    </message>
    <message>
        <source>No grouping</source>
        <translation>Keine Gruppierung</translation>
    </message>
    <message>
        <source>Group by newest</source>
        <translation>Nach neuester gruppieren</translation>
    </message>
    <message>
        <source>Least recently used (oldest created)</source>
        <translation>Am längsten ungenutzt (älteste erstellt)</translation>
    </message>
    <message>
        <source>Fewest conversations</source>
        <translation>Wenigste Gespräche</translation>
    </message>
    <message>
        <source>Add to any</source>
        <translation>Zu beliebiger hinzufügen</translation>
    </message>
    <message>
        <source>Low</source>
        <comment>risk</comment>
        <translation>Gering</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>risk</comment>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>High</source>
        <comment>risk</comment>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>user</source>
        <comment>event source</comment>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>agent</source>
        <comment>event source</comment>
        <translation>Agent</translation>
    </message>
    <message>
        <source>environment</source>
        <comment>event source</comment>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>hook</source>
        <comment>event source</comment>
        <translation>Hook</translation>
    </message>
</context>
<context>
    <name>Switchyard::StatusPresentation</name>
    <message>
        <source>Starting</source>
        <comment>agent</comment>
        <translation>Wird gestartet</translation>
    </message>
    <message>
        <source>The conversation was just started; its agent has not reported yet.</source>
        <translation>Das Gespräch wurde gerade gestartet; sein Agent hat sich noch nicht gemeldet.</translation>
    </message>
    <message>
        <source>The agent is working.</source>
        <translation>Der Agent arbeitet.</translation>
    </message>
    <message>
        <source>The agent waits for you to approve or reject its next action.</source>
        <translation>Der Agent wartet darauf, dass Sie seine nächste Aktion genehmigen oder ablehnen.</translation>
    </message>
    <message>
        <source>The agent stopped with an error.</source>
        <translation>Der Agent wurde mit einem Fehler beendet.</translation>
    </message>
    <message>
        <source>The agent repeats itself without progress.</source>
        <translation>Der Agent wiederholt sich ohne Fortschritt.</translation>
    </message>
    <message>
        <source>The agent finished its task.</source>
        <translation>Der Agent hat seine Aufgabe erledigt.</translation>
    </message>
    <message>
        <source>The agent waits for a message.</source>
        <translation>Der Agent wartet auf eine Nachricht.</translation>
    </message>
    <message>
        <source>The agent was paused.</source>
        <translation>Der Agent wurde pausiert.</translation>
    </message>
    <message>
        <source>The conversation is being deleted.</source>
        <translation>Das Gespräch wird gelöscht.</translation>
    </message>
    <message>
        <source>No agent</source>
        <translation>Kein Agent</translation>
    </message>
    <message>
        <source>No agent reports a status: the sandbox is not running.</source>
        <translation>Kein Agent meldet einen Status: Die Sandbox läuft nicht.</translation>
    </message>
    <message>
        <source>A status this version does not know, shown as the server sent it.</source>
        <translation>Ein Status, den diese Version nicht kennt, so angezeigt, wie der Server ihn gesendet hat.</translation>
    </message>
    <message>
        <source>The sandbox is running.</source>
        <translation>Die Sandbox läuft.</translation>
    </message>
    <message>
        <source>The sandbox is starting.</source>
        <translation>Die Sandbox wird gestartet.</translation>
    </message>
    <message>
        <source>The sandbox is paused; resume it to continue.</source>
        <translation>Die Sandbox ist pausiert; setzen Sie sie fort, um weiterzumachen.</translation>
    </message>
    <message>
        <source>The sandbox failed.</source>
        <translation>Die Sandbox ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The sandbox no longer exists; its conversations are archived (read-only).</source>
        <translation>Die Sandbox existiert nicht mehr; ihre Gespräche sind archiviert (schreibgeschützt).</translation>
    </message>
    <message>
        <source>The server cannot reach the sandbox provider right now, so the sandbox&apos;s state is not known. It is not an error and the sandbox is not gone.</source>
        <translation>Der Server kann den Sandbox-Anbieter derzeit nicht erreichen, daher ist der Zustand der Sandbox unbekannt. Das ist kein Fehler, und die Sandbox existiert weiterhin.</translation>
    </message>
    <message>
        <source>The server did not say.</source>
        <translation>Der Server hat es nicht angegeben.</translation>
    </message>
    <message>
        <source>Sandbox: %1</source>
        <translation>Sandbox: %1</translation>
    </message>
</context>
<context>
    <name>Switchyard::Store</name>
    <message>
        <source>The cache folder %1 cannot be created.</source>
        <translation>Der Cache-Ordner %1 kann nicht erstellt werden.</translation>
    </message>
    <message>
        <source>The cache file %1 cannot be opened: %2</source>
        <translation>Die Cache-Datei %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The cache file cannot be read: %1</source>
        <translation>Die Cache-Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The cache file was written by a newer version of Switchyard (schema %1, this version knows %2).</source>
        <translation>Die Cache-Datei wurde von einer neueren Version von Switchyard geschrieben (Schema %1, diese Version kennt %2).</translation>
    </message>
    <message>
        <source>The cache file cannot be written: %1</source>
        <translation>Die Cache-Datei kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>The cache file could not be upgraded to schema %1: %2</source>
        <translation>Die Cache-Datei konnte nicht auf Schema %1 aktualisiert werden: %2</translation>
    </message>
    <message>
        <source>The cache %1 is in use by another Switchyard (process %2).</source>
        <translation>Der Cache %1 wird von einer anderen Switchyard-Instanz verwendet (Prozess %2).</translation>
    </message>
</context>
<context>
    <name>Switchyard::StoreWriter</name>
    <message>
        <source>The cache file %1 cannot be opened: %2</source>
        <translation>Die Cache-Datei %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The cache file %1 is not usable.</source>
        <translation>Die Cache-Datei %1 ist nicht verwendbar.</translation>
    </message>
    <message>
        <source>The cache file %1 is not usable: %2</source>
        <translation>Die Cache-Datei %1 ist nicht verwendbar: %2</translation>
    </message>
    <message>
        <source>The cache file cannot be read: %1</source>
        <translation>Die Cache-Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The cache is not open.</source>
        <translation>Der Cache ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>The cache cannot be written: %1</source>
        <translation>Der Cache kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>A cache write failed and was rolled back: %1</source>
        <translation>Ein Schreibvorgang im Cache ist fehlgeschlagen und wurde zurückgesetzt: %1</translation>
    </message>
    <message>
        <source>Too many cache writes are waiting; this one is given up (it is read again later).</source>
        <translation>Zu viele Schreibvorgänge im Cache warten; dieser wird aufgegeben (er wird später erneut gelesen).</translation>
    </message>
</context>
<context>
    <name>Switchyard::SyncEngine</name>
    <message>
        <source>The start task no longer exists on the server.</source>
        <translation>Die Startaufgabe existiert auf dem Server nicht mehr.</translation>
    </message>
    <message>
        <source>The server rejected the API key.</source>
        <translation>Der Server hat den API-Schlüssel abgelehnt.</translation>
    </message>
    <message>
        <source>Not connected to the server.</source>
        <translation>Nicht mit dem Server verbunden.</translation>
    </message>
    <message>
        <source>The request failed.</source>
        <translation>Die Anfrage ist fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>Switchyard::TagCommands</name>
    <message>
        <source>Tag “%1” removed from the conversation.</source>
        <translation>Tag „%1“ von der Unterhaltung entfernt.</translation>
    </message>
    <message>
        <source>The tag “%1” could not be removed: the cache could not be written.</source>
        <translation>Das Tag „%1“ konnte nicht entfernt werden: Der Cache konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>This conversation no longer carries the tag “%1”.</source>
        <translation>Diese Unterhaltung trägt das Tag „%1“ nicht mehr.</translation>
    </message>
</context>
<context>
    <name>Switchyard::TimelineApprovalBar</name>
    <message>
        <source>Reason for rejecting (optional)</source>
        <translation>Grund für die Ablehnung (optional)</translation>
    </message>
    <message>
        <source>&amp;Reject</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <source>Reject the pending action with the reason (Ctrl+Shift+Return)</source>
        <translation>Die ausstehende Aktion mit der Begründung ablehnen (Ctrl+Shift+Return)</translation>
    </message>
    <message>
        <source>&amp;Approve</source>
        <translation>&amp;Genehmigen</translation>
    </message>
    <message>
        <source>Let the agent run the pending action (Ctrl+Return)</source>
        <translation>Den Agenten die ausstehende Aktion ausführen lassen (Ctrl+Return)</translation>
    </message>
    <message numerus="yes">
        <source>The agent waits for your confirmation of %n actions</source>
        <translation>
            <numerusform>Der Agent wartet auf Ihre Bestätigung von %n Aktion</numerusform>
            <numerusform>Der Agent wartet auf Ihre Bestätigung von %n Aktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>The agent waits for your confirmation</source>
        <translation>Der Agent wartet auf Ihre Bestätigung</translation>
    </message>
    <message>
        <source>Approving…</source>
        <translation>Wird genehmigt…</translation>
    </message>
    <message>
        <source>Rejecting…</source>
        <translation>Wird abgelehnt…</translation>
    </message>
    <message>
        <source>Pending action</source>
        <translation>Ausstehende Aktion</translation>
    </message>
    <message>
        <source>The full command or edit the agent waits to run, with its security risk</source>
        <translation>Der vollständige Befehl oder die Bearbeitung, die der Agent ausführen möchte, mit ihrem Sicherheitsrisiko</translation>
    </message>
    <message>
        <source>Rejection reason</source>
        <translation>Ablehnungsgrund</translation>
    </message>
    <message>
        <source>Optional; sent to the agent when you reject the pending action</source>
        <translation>Optional; wird an den Agenten gesendet, wenn Sie die ausstehende Aktion ablehnen</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Genehmigen</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Show the whole pending action (command or edit) with its security analysis</source>
        <translation>Die ganze ausstehende Aktion (Befehl oder Bearbeitung) mit ihrer Sicherheitsanalyse anzeigen</translation>
    </message>
    <message>
        <source>Pending action in full</source>
        <translation>Ausstehende Aktion vollständig</translation>
    </message>
    <message numerus="yes">
        <source>%n actions wait for your approval:</source>
        <translation>
            <numerusform>%n Aktion wartet auf Ihre Genehmigung:</numerusform>
            <numerusform>%n Aktionen warten auf Ihre Genehmigung:</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for your approval:</source>
        <translation>Wartet auf Ihre Genehmigung:</translation>
    </message>
    <message>
        <source>Security analysis</source>
        <translation>Sicherheitsanalyse</translation>
    </message>
    <message>
        <source>Conflict warning</source>
        <translation>Konfliktwarnung</translation>
    </message>
</context>
<context>
    <name>Switchyard::TimelineDelegate</name>
    <message>
        <source>user</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>env</source>
        <translation>Umg.</translation>
    </message>
    <message>
        <source>hook</source>
        <translation>Hook</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>exit %1</source>
        <translation>Exit %1</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>%1 deltas</source>
        <translation>%1 Deltas</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
</context>
<context>
    <name>Switchyard::TimelineDetailPane</name>
    <message>
        <source>Select an event to see its details.</source>
        <translation>Wählen Sie ein Ereignis aus, um seine Details zu sehen.</translation>
    </message>
    <message>
        <source>Event details</source>
        <translation>Ereignisdetails</translation>
    </message>
    <message>
        <source>This event is not available in the local cache.</source>
        <translation>Dieses Ereignis ist im lokalen Cache nicht verfügbar.</translation>
    </message>
</context>
<context>
    <name>Switchyard::TimelineEmptyState</name>
    <message>
        <source>No conversation selected</source>
        <translation>Kein Gespräch ausgewählt</translation>
    </message>
    <message>
        <source>Choose a conversation in the list to read its events, or press Ctrl+J for the next one that needs you.</source>
        <translation>Wählen Sie ein Gespräch in der Liste aus, um seine Ereignisse zu lesen, oder drücken Sie Ctrl+J für das nächste, das Sie braucht.</translation>
    </message>
    <message>
        <source>No events yet</source>
        <translation>Noch keine Ereignisse</translation>
    </message>
    <message>
        <source>Nothing has been recorded in this conversation yet. New events appear here as the agent works.</source>
        <translation>In diesem Gespräch wurde noch nichts aufgezeichnet. Neue Ereignisse erscheinen hier, während der Agent arbeitet.</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Erneut prüfen</translation>
    </message>
    <message>
        <source>No event matches the filters</source>
        <translation>Kein Ereignis entspricht den Filtern</translation>
    </message>
    <message>
        <source>Every event of this conversation is hidden by the current filters.</source>
        <translation>Alle Ereignisse dieses Gesprächs werden durch die aktuellen Filter ausgeblendet.</translation>
    </message>
    <message>
        <source>Show all events</source>
        <translation>Alle Ereignisse anzeigen</translation>
    </message>
    <message>
        <source>The server cannot be reached</source>
        <translation>Der Server ist nicht erreichbar</translation>
    </message>
    <message>
        <source>No events of this conversation are cached on this computer yet.</source>
        <translation>Von diesem Gespräch sind noch keine Ereignisse auf diesem Computer zwischengespeichert.</translation>
    </message>
    <message>
        <source>%1
No events of this conversation are cached on this computer yet.</source>
        <translation>%1
Von diesem Gespräch sind noch keine Ereignisse auf diesem Computer zwischengespeichert.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
</context>
<context>
    <name>Switchyard::TimelineSearchController</name>
    <message>
        <source>Searching…</source>
        <translation>Suche…</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Kein Treffer</translation>
    </message>
    <message>
        <source>Only this match</source>
        <translation>Nur dieser Treffer</translation>
    </message>
    <message numerus="yes">
        <source>%n matching event(s)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::TimelineToolBar</name>
    <message>
        <source>Transcript</source>
        <translation>Transkript</translation>
    </message>
    <message>
        <source>Read the conversation as a chat: messages in full, actions as cards</source>
        <translation>Das Gespräch als Chat lesen: Nachrichten vollständig, Aktionen als Karten</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Only errors, failed and rejected actions</source>
        <translation>Nur Fehler sowie fehlgeschlagene und abgelehnte Aktionen</translation>
    </message>
    <message>
        <source>Exit ≠ 0</source>
        <translation>Exit ≠ 0</translation>
    </message>
    <message>
        <source>Only commands that ended with a non-zero exit code</source>
        <translation>Nur Befehle, die mit einem Exit-Code ungleich null endeten</translation>
    </message>
    <message>
        <source>Non-zero exit codes only</source>
        <translation>Nur Exit-Codes ungleich 0</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>Choose which events to show</source>
        <translation>Wählen Sie, welche Ereignisse angezeigt werden</translation>
    </message>
    <message>
        <source>Kinds</source>
        <translation>Arten</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>Hooks</translation>
    </message>
    <message>
        <source>Show state updates, deltas and token logs</source>
        <translation>Statusaktualisierungen, Deltas und Token-Protokolle anzeigen</translation>
    </message>
    <message>
        <source>Show results as separate rows</source>
        <translation>Ergebnisse als eigene Zeilen anzeigen</translation>
    </message>
    <message>
        <source>Search events (Ctrl+F)</source>
        <translation>Ereignisse durchsuchen (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search events</source>
        <translation>Ereignisse durchsuchen</translation>
    </message>
    <message>
        <source>Searches the full text of every event of the conversation; Enter or F3 goes to the next match, Shift+F3 to the previous one</source>
        <translation>Durchsucht den vollständigen Text aller Ereignisse des Gesprächs; Enter oder F3 springt zum nächsten Treffer, Shift+F3 zum vorherigen</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Shift+F3)</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Vorheriger Treffer</translation>
    </message>
    <message>
        <source>Next match (F3, Enter)</source>
        <translation>Nächster Treffer (F3, Enter)</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Nächster Treffer</translation>
    </message>
    <message>
        <source>Search result</source>
        <translation>Suchergebnis</translation>
    </message>
    <message>
        <source>Collapse all</source>
        <translation>Alle einklappen</translation>
    </message>
    <message>
        <source>Collapse every turn to its message</source>
        <translation>Jede Runde auf ihre Nachricht einklappen</translation>
    </message>
    <message>
        <source>Expand all</source>
        <translation>Alle ausklappen</translation>
    </message>
    <message>
        <source>Expand every turn</source>
        <translation>Jede Runde ausklappen</translation>
    </message>
    <message>
        <source>Outline</source>
        <translation>Gliederung</translation>
    </message>
    <message>
        <source>Show the turn outline</source>
        <translation>Die Rundengliederung anzeigen</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <source>Scroll to new events as they arrive</source>
        <translation>Zu neuen Ereignissen scrollen, sobald sie eintreffen</translation>
    </message>
    <message>
        <source>Latest ↓</source>
        <translation>Neueste ↓</translation>
    </message>
    <message>
        <source>Jump to the latest event (Ctrl+End)</source>
        <translation>Zum neuesten Ereignis springen (Ctrl+End)</translation>
    </message>
    <message>
        <source>Jump to the latest event</source>
        <translation>Zum neuesten Ereignis springen</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
</context>
<context>
    <name>Switchyard::TimelineTurnModel</name>
    <message>
        <source>%1 tokens · $%2</source>
        <translation>%1 Tokens · $%2</translation>
    </message>
</context>
<context>
    <name>Switchyard::TimelineWidget</name>
    <message>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Condensations</source>
        <translation>Verdichtungen</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>Hooks</translation>
    </message>
    <message>
        <source>Pause and interrupt</source>
        <translation>Pause und Unterbrechung</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Systemprompt</translation>
    </message>
    <message>
        <source>Other kinds</source>
        <translation>Andere Arten</translation>
    </message>
    <message>
        <source>Turns: click to jump, double-click to collapse or expand</source>
        <translation>Runden: Klicken zum Springen, Doppelklicken zum Ein- oder Ausklappen</translation>
    </message>
    <message>
        <source>Expand this turn</source>
        <translation>Diese Runde ausklappen</translation>
    </message>
    <message>
        <source>Collapse this turn</source>
        <translation>Diese Runde einklappen</translation>
    </message>
    <message>
        <source>Collapse all turns</source>
        <translation>Alle Runden einklappen</translation>
    </message>
    <message>
        <source>Expand all turns</source>
        <translation>Alle Runden ausklappen</translation>
    </message>
    <message>
        <source>Could not send the approval.</source>
        <translation>Die Genehmigung konnte nicht gesendet werden.</translation>
    </message>
    <message>
        <source>Could not send the rejection.</source>
        <translation>Die Ablehnung konnte nicht gesendet werden.</translation>
    </message>
    <message>
        <source>Turn outline</source>
        <translation>Rundengliederung</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>The conversation&apos;s events, oldest first; Enter on a user message collapses or expands its turn</source>
        <translation>Die Ereignisse des Gesprächs, älteste zuerst; Enter auf einer Benutzernachricht klappt deren Runde ein oder aus</translation>
    </message>
</context>
<context>
    <name>Switchyard::TrajectoryDownload</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The download was cancelled.</source>
        <translation>Der Download wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>Switchyard::TrajectoryImporter</name>
    <message>
        <source>An event without an id was skipped.</source>
        <translation>Ein Ereignis ohne ID wurde übersprungen.</translation>
    </message>
</context>
<context>
    <name>Switchyard::TrajectoryReader</name>
    <message>
        <source>Entry is larger than %1 MiB and was skipped.</source>
        <translation>Eintrag ist größer als %1 MiB und wurde übersprungen.</translation>
    </message>
    <message>
        <source>The archive is larger than %1 MiB in total; the rest was skipped.</source>
        <translation>Das Archiv ist insgesamt größer als %1 MiB; der Rest wurde übersprungen.</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>%1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 is too large.</source>
        <translation>%1 ist zu groß.</translation>
    </message>
    <message>
        <source>Cannot find %1 in the archive.</source>
        <translation>%1 wurde im Archiv nicht gefunden.</translation>
    </message>
    <message>
        <source>Cannot open %1 in the archive (unsupported compression?).</source>
        <translation>%1 kann im Archiv nicht geöffnet werden (nicht unterstützte Komprimierung?).</translation>
    </message>
    <message>
        <source>%1 inflates beyond the limit.</source>
        <translation>%1 überschreitet beim Entpacken das Limit.</translation>
    </message>
    <message>
        <source>%1 is damaged in the archive.</source>
        <translation>%1 ist im Archiv beschädigt.</translation>
    </message>
    <message>
        <source>%1 is cut off.</source>
        <translation>%1 ist abgeschnitten.</translation>
    </message>
    <message>
        <source>%1 is damaged.</source>
        <translation>%1 ist beschädigt.</translation>
    </message>
    <message>
        <source>%1 is not available.</source>
        <translation>%1 ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>The archive has more than %1 entries; the rest was skipped.</source>
        <translation>Das Archiv hat mehr als %1 Einträge; der Rest wurde übersprungen.</translation>
    </message>
    <message>
        <source>Entry with an unsafe name was ignored.</source>
        <translation>Eintrag mit unsicherem Namen wurde ignoriert.</translation>
    </message>
    <message>
        <source>The archive&apos;s directory is damaged; some entries may be missing.</source>
        <translation>Das Verzeichnis des Archivs ist beschädigt; möglicherweise fehlen einige Einträge.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is neither a zip archive nor a trajectory folder.</source>
        <translation>%1 ist weder ein Zip-Archiv noch ein Trajektorie-Ordner.</translation>
    </message>
    <message>
        <source>The archive is damaged or cut off; showing the entries that could be read.</source>
        <translation>Das Archiv ist beschädigt oder abgeschnitten; die lesbaren Einträge werden angezeigt.</translation>
    </message>
    <message>
        <source>Unsupported compression; the rest of the archive was skipped.</source>
        <translation>Nicht unterstützte Komprimierung; der Rest des Archivs wurde übersprungen.</translation>
    </message>
    <message>
        <source>Entry without sizes; the rest of the archive was skipped.</source>
        <translation>Eintrag ohne Größenangaben; der Rest des Archivs wurde übersprungen.</translation>
    </message>
    <message>
        <source>Entry is cut off or damaged; the rest of the archive was lost.</source>
        <translation>Eintrag ist abgeschnitten oder beschädigt; der Rest des Archivs ging verloren.</translation>
    </message>
    <message>
        <source>Entry is cut off; the rest of the archive was lost.</source>
        <translation>Eintrag ist abgeschnitten; der Rest des Archivs ging verloren.</translation>
    </message>
    <message>
        <source>The folder has more than %1 files; the rest was skipped.</source>
        <translation>Der Ordner enthält mehr als %1 Dateien; der Rest wurde übersprungen.</translation>
    </message>
    <message>
        <source>The folder %1 holds no trajectory (no event-NNNNN-&lt;id&gt;.json files).</source>
        <translation>Der Ordner %1 enthält keine Trajektorie (keine Dateien event-NNNNN-&lt;id&gt;.json).</translation>
    </message>
    <message>
        <source>meta.json could not be read: %1</source>
        <translation>meta.json konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>base_state.json could not be read: %1</source>
        <translation>base_state.json konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 cannot be read (permissions).</source>
        <translation>%1 kann nicht gelesen werden (Berechtigungen).</translation>
    </message>
    <message>
        <source>%1 holds no trajectory events.</source>
        <translation>%1 enthält keine Trajektorie-Ereignisse.</translation>
    </message>
    <message>
        <source>No event %1.</source>
        <translation>Kein Ereignis %1.</translation>
    </message>
    <message>
        <source>Entry inflates beyond %1 MiB; the rest of the archive was skipped.</source>
        <translation>Eintrag wird beim Entpacken größer als %1 MiB; der Rest des Archivs wurde übersprungen.</translation>
    </message>
    <message>
        <source>Entry inflates beyond %1 MiB and was skipped.</source>
        <translation>Eintrag wird beim Entpacken größer als %1 MiB und wurde übersprungen.</translation>
    </message>
    <message>
        <source>Entry is damaged and was skipped.</source>
        <translation>Eintrag ist beschädigt und wurde übersprungen.</translation>
    </message>
</context>
<context>
    <name>Switchyard::TranscriptDelegate</name>
    <message>
        <source>

*… shortened here; the log&apos;s card shows all of it.*</source>
        <translation>

*… hier gekürzt; die Karte im Protokoll zeigt alles.*</translation>
    </message>
    <message>
        <source>This event is not available in the local cache.</source>
        <translation>Dieses Ereignis ist im lokalen Cache nicht verfügbar.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>waiting for your approval</source>
        <translation>wartet auf Ihre Genehmigung</translation>
    </message>
</context>
<context>
    <name>Switchyard::TranscriptExport</name>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>HTML page (*.html)</source>
        <translation>HTML-Seite (*.html)</translation>
    </message>
    <message>
        <source>JSON summary (*.json)</source>
        <translation>JSON-Zusammenfassung (*.json)</translation>
    </message>
    <message>
        <source>Export transcript</source>
        <translation>Transkript exportieren</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>Switchyard::TranscriptView</name>
    <message>
        <source>Transcript</source>
        <translation>Transkript</translation>
    </message>
    <message>
        <source>The conversation as a chat: messages in full, each action with its result as a card; click a card&apos;s first line to open or close it</source>
        <translation>Das Gespräch als Chat: Nachrichten vollständig, jede Aktion mit ihrem Ergebnis als Karte; klicken Sie auf die erste Zeile einer Karte, um sie zu öffnen oder zu schließen</translation>
    </message>
</context>
<context>
    <name>Switchyard::TrayNotifier</name>
    <message>
        <source>Switchyard</source>
        <translation>Switchyard</translation>
    </message>
    <message>
        <source>Waiting for your confirmation</source>
        <translation>Wartet auf Ihre Bestätigung</translation>
    </message>
    <message>
        <source>Conversation finished</source>
        <translation>Gespräch beendet</translation>
    </message>
    <message>
        <source>Conversation failed</source>
        <translation>Gespräch fehlgeschlagen</translation>
    </message>
    <message>
        <source>“%1” wants to run an action that needs your approval.</source>
        <translation>„%1“ möchte eine Aktion ausführen, die Ihre Genehmigung erfordert.</translation>
    </message>
    <message>
        <source>“%1” has finished.</source>
        <translation>„%1“ ist fertig.</translation>
    </message>
    <message>
        <source>“%1” stopped with an error.</source>
        <translation>„%1“ wurde mit einem Fehler beendet.</translation>
    </message>
    <message>
        <source>Sandbox will be paused soon</source>
        <translation>Sandbox wird bald pausiert</translation>
    </message>
    <message>
        <source>A question for you</source>
        <translation>Eine Frage an Sie</translation>
    </message>
    <message>
        <source>“%1” is working, but its sandbox will probably be paused within minutes (estimate: the idle pause or the 12-hour limit); the agent stops then until you resume it.</source>
        <translation>„%1“ arbeitet, aber seine Sandbox wird wahrscheinlich innerhalb weniger Minuten pausiert (Schätzung: die Leerlauf-Pause oder das 12-Stunden-Limit); der Agent hält dann an, bis Sie die Sandbox fortsetzen.</translation>
    </message>
    <message>
        <source>“%1” asks you a question and waits for your answer.</source>
        <translation>„%1“ stellt Ihnen eine Frage und wartet auf Ihre Antwort.</translation>
    </message>
    <message>
        <source>Watch rule “%1” matched</source>
        <translation>Überwachungsregel „%1“ hat angeschlagen</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>„%1“: %2</translation>
    </message>
</context>
<context>
    <name>Switchyard::TurnOutlineDelegate</name>
    <message>
        <source>Turn %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
</context>
<context>
    <name>Switchyard::VariantCommands</name>
    <message>
        <source>default model</source>
        <translation>Standardmodell</translation>
    </message>
    <message>
        <source>own system prompt</source>
        <translation>eigener System-Prompt</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 variants.</source>
        <translation>Wählen Sie zwischen %1 und %2 Varianten.</translation>
    </message>
    <message>
        <source>Variant %1: %2</source>
        <translation>Variante %1: %2</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>The group could not be saved; nothing was started.</source>
        <translation>Die Gruppe konnte nicht gespeichert werden; es wurde nichts gestartet.</translation>
    </message>
    <message>
        <source>The start was refused.</source>
        <translation>Der Start wurde abgelehnt.</translation>
    </message>
    <message>
        <source>Every variant started.</source>
        <translation>Alle Varianten wurden gestartet.</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s) could not be started: %1</source>
        <translation>
            <numerusform>%n Variante konnte nicht gestartet werden: %1</numerusform>
            <numerusform>%n Varianten konnten nicht gestartet werden: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::WatchCommands</name>
    <message>
        <source>Choose what the rule does: notify, inbox, tag or pause.</source>
        <translation>Wählen Sie, was die Regel tut: benachrichtigen, Posteingang, Tag oder pausieren.</translation>
    </message>
    <message>
        <source>Name the tag the rule puts on.</source>
        <translation>Geben Sie das Tag an, das die Regel setzt.</translation>
    </message>
    <message>
        <source>Rule “%1” saved%2.</source>
        <translation>Regel „%1“ gespeichert%2.</translation>
    </message>
    <message>
        <source>, watching new events</source>
        <translation>, überwacht neue Ereignisse</translation>
    </message>
    <message>
        <source> (disabled)</source>
        <translation> (deaktiviert)</translation>
    </message>
    <message>
        <source>This rule no longer exists.</source>
        <translation>Diese Regel existiert nicht mehr.</translation>
    </message>
    <message numerus="yes">
        <source>In the last %1 days this rule would have matched %n event(s)</source>
        <translation>
            <numerusform>Mögliche Treffer dieser Regel in den letzten %1 Tagen: %n Ereignis</numerusform>
            <numerusform>Mögliche Treffer dieser Regel in den letzten %1 Tagen: %n Ereignisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %n conversation(s).</source>
        <translation>
            <numerusform> in %n Gespräch.</numerusform>
            <numerusform> in %n Gesprächen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::WatchRules</name>
    <message>
        <source>Deletes files recursively</source>
        <translation>Löscht Dateien rekursiv</translation>
    </message>
    <message>
        <source>High-risk action</source>
        <translation>Aktion mit hohem Risiko</translation>
    </message>
    <message>
        <source>Touches an .env file</source>
        <translation>Betrifft eine .env-Datei</translation>
    </message>
    <message>
        <source>Force-pushes</source>
        <translation>Führt einen Force-Push aus</translation>
    </message>
</context>
<context>
    <name>Switchyard::WatchRulesDialog</name>
    <message>
        <source>notify</source>
        <translation>benachrichtigen</translation>
    </message>
    <message>
        <source>inbox</source>
        <translation>Posteingang</translation>
    </message>
    <message>
        <source>tag “%1”</source>
        <translation>Tag „%1“</translation>
    </message>
    <message>
        <source>pause the agent</source>
        <translation>Agent pausieren</translation>
    </message>
    <message>
        <source>Notify</source>
        <translation>Benachrichtigen</translation>
    </message>
    <message>
        <source>Put in the inbox</source>
        <translation>In den Posteingang legen</translation>
    </message>
    <message>
        <source>Tag the conversation:</source>
        <translation>Gespräch taggen:</translation>
    </message>
    <message>
        <source>Pause the agent</source>
        <translation>Agent pausieren</translation>
    </message>
    <message>
        <source>Add from search</source>
        <translation>Aus der Suche hinzufügen</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Änderungen speichern</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Dry run (last 7 days)</source>
        <translation>Probelauf (letzte 7 Tage)</translation>
    </message>
    <message>
        <source>Watch rules</source>
        <translation>Überwachungsregeln</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Suchanfrage</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Dry run matches</source>
        <translation>Treffer im Probelauf</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Query:</source>
        <translation>Suchanfrage:</translation>
    </message>
    <message>
        <source>When it matches:</source>
        <translation>Bei einem Treffer:</translation>
    </message>
    <message>
        <source>A rule never resumes, approves, answers or sends anything: it notifies, files, tags or pauses.</source>
        <translation>Eine Regel setzt nie etwas fort und genehmigt, beantwortet oder sendet nie etwas: Sie benachrichtigt, legt im Posteingang ab, taggt oder pausiert.</translation>
    </message>
    <message>
        <source>Type a query on the search page first.</source>
        <translation>Geben Sie zuerst auf der Suchseite eine Suchanfrage ein.</translation>
    </message>
    <message>
        <source>Add a rule for “%1”</source>
        <translation>Regel für „%1“ hinzufügen</translation>
    </message>
    <message>
        <source>Watching new events</source>
        <translation>Überwacht neue Ereignisse</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Deaktiviert</translation>
    </message>
    <message>
        <source>Looking through the last 7 days…</source>
        <translation>Die letzten 7 Tage werden durchsucht…</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n match(es))</source>
        <translation>
            <numerusform>%1 (%n Treffer)</numerusform>
            <numerusform>%1 (%n Treffer)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Switchyard::WelcomePage</name>
    <message>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <source>Welcome to Switchyard</source>
        <translation>Willkommen bei Switchyard</translation>
    </message>
    <message>
        <source>Watch and steer your OpenHands conversations, review their changes, and see which sandboxes they share. Choose how to begin:</source>
        <translation>Beobachten und steuern Sie Ihre OpenHands-Gespräche, prüfen Sie ihre Änderungen und sehen Sie, welche Sandboxes sie sich teilen. Wählen Sie, wie Sie beginnen möchten:</translation>
    </message>
    <message>
        <source>Try the demo</source>
        <translation>Demo ausprobieren</translation>
    </message>
    <message>
        <source>Add a server…</source>
        <translation>Server hinzufügen…</translation>
    </message>
    <message>
        <source>Open a trajectory…</source>
        <translation>Trajektorie öffnen…</translation>
    </message>
    <message>
        <source>A built-in simulator with a few conversations and sandboxes; nothing leaves this computer.</source>
        <translation>Ein integrierter Simulator mit einigen Gesprächen und Sandboxes; nichts verlässt diesen Computer.</translation>
    </message>
    <message>
        <source>Connect to OpenHands Cloud or your own server with its address and an API key.</source>
        <translation>Mit OpenHands Cloud oder Ihrem eigenen Server verbinden, über dessen Adresse und einen API-Schlüssel.</translation>
    </message>
    <message>
        <source>Read a downloaded conversation (a .zip or an agent-server folder) offline, without a server.</source>
        <translation>Ein heruntergeladenes Gespräch (ein .zip oder einen Agent-Server-Ordner) offline lesen, ohne Server.</translation>
    </message>
</context>
<context>
    <name>Switchyard::WorkspaceCommands</name>
    <message>
        <source>Not connected to a server.</source>
        <translation>Nicht mit einem Server verbunden.</translation>
    </message>
    <message>
        <source>The sandbox is paused: resume it to read the workspace.</source>
        <translation>Die Sandbox ist pausiert: Setzen Sie sie fort, um den Arbeitsbereich zu lesen.</translation>
    </message>
    <message>
        <source>The sandbox of this conversation is not running, so its workspace cannot be read.</source>
        <translation>Die Sandbox dieses Gesprächs läuft nicht, daher kann ihr Arbeitsbereich nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The server cannot show this diff: the file is larger than 1 MiB or was deleted (%1).</source>
        <translation>Der Server kann diesen Diff nicht anzeigen: Die Datei ist größer als 1 MiB oder wurde gelöscht (%1).</translation>
    </message>
    <message>
        <source>The agent server failed: %1</source>
        <translation>Der Agent-Server ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The workspace could not be read.</source>
        <translation>Der Arbeitsbereich konnte nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>Switchyard::WorkspaceService</name>
    <message>
        <source>No changes in %1</source>
        <translation>Keine Änderungen in %1</translation>
    </message>
    <message>
        <source>Reconstructed from the file edits recorded in the conversation.</source>
        <translation>Rekonstruiert aus den im Gespräch aufgezeichneten Dateibearbeitungen.</translation>
    </message>
    <message>
        <source>No recorded edit of this file.</source>
        <translation>Keine aufgezeichnete Bearbeitung dieser Datei.</translation>
    </message>
    <message>
        <source>This file was deleted. The server cannot show the diff of a deleted file.</source>
        <translation>Diese Datei wurde gelöscht. Der Server kann den Diff einer gelöschten Datei nicht anzeigen.</translation>
    </message>
    <message>
        <source>This file is not in a git repository.</source>
        <translation>Diese Datei befindet sich nicht in einem Git-Repository.</translation>
    </message>
    <message>
        <source>Offline: only files edited in the conversation can be shown.</source>
        <translation>Offline: Nur im Gespräch bearbeitete Dateien können angezeigt werden.</translation>
    </message>
    <message>
        <source>Offline: only the files this conversation changed are known.</source>
        <translation>Offline: Nur die Dateien, die dieses Gespräch geändert hat, sind bekannt.</translation>
    </message>
    <message>
        <source>The files could not be listed: %1</source>
        <translation>Die Dateien konnten nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <source>This server cannot list every file of the workspace (an older server): only the changed files are shown.</source>
        <translation>Dieser Server kann nicht alle Dateien des Arbeitsbereichs auflisten (ein älterer Server): Es werden nur die geänderten Dateien angezeigt.</translation>
    </message>
    <message>
        <source>Showing the first %1 files: the server lists no more than that.</source>
        <translation>Die ersten %1 Dateien werden angezeigt: Mehr listet der Server nicht auf.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in the workspace</source>
        <translation>
            <numerusform>%n Datei im Arbeitsbereich</numerusform>
            <numerusform>%n Dateien im Arbeitsbereich</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Switchyard: browse and steer OpenHands conversations, see which share a sandbox, review trajectories.

Also: switchyard export FILE --format markdown|html|json-summary [-o OUT]</source>
        <translation>Switchyard: OpenHands-Gespräche durchsuchen und steuern, sehen, welche sich eine Sandbox teilen, Trajektorien prüfen.

Außerdem: switchyard export FILE --format markdown|html|json-summary [-o OUT]</translation>
    </message>
    <message>
        <source>Start the built-in simulator on 127.0.0.1 with a demo world and connect to it.</source>
        <translation>Den eingebauten Simulator auf 127.0.0.1 mit einer Demo-Welt starten und sich damit verbinden.</translation>
    </message>
    <message>
        <source>Connect to the server at &lt;url&gt;. The key comes from SWITCHYARD_API_KEY or the matching profile.</source>
        <translation>Mit dem Server unter &lt;url&gt; verbinden. Der Schlüssel stammt aus SWITCHYARD_API_KEY oder dem passenden Profil.</translation>
    </message>
    <message>
        <source>Connect with the server profile &lt;name&gt;.</source>
        <translation>Mit dem Serverprofil &lt;name&gt; verbinden.</translation>
    </message>
    <message>
        <source>Organization id (X-Org-Id) for --server.</source>
        <translation>Organisations-ID (X-Org-Id) für --server.</translation>
    </message>
    <message>
        <source>Debug logging for every switchyard.* category (QT_LOGGING_RULES overrides).</source>
        <translation>Debug-Protokollierung für jede switchyard.*-Kategorie (QT_LOGGING_RULES hat Vorrang).</translation>
    </message>
    <message>
        <source>Trajectories to open (a /download zip, an agent-server folder or its zip).</source>
        <translation>Zu öffnende Trajektorien (ein /download-Zip, ein Agent-Server-Ordner oder dessen Zip).</translation>
    </message>
    <message>
        <source>not a server URL: %1</source>
        <translation>keine Server-URL: %1</translation>
    </message>
    <message>
        <source>unknown theme: %1 (system, light, dark)</source>
        <translation>unbekanntes Farbschema: %1 (system, light, dark)</translation>
    </message>
    <message>
        <source>Displays the version of Switchyard and of the libraries it uses.</source>
        <translation>Zeigt die Version von Switchyard und der verwendeten Bibliotheken an.</translation>
    </message>
    <message>
        <source>User interface language, e.g. de or fr (overrides the choice in File › Preferences).</source>
        <translation>Sprache der Benutzeroberfläche, z. B. de oder fr (überschreibt die Auswahl unter Datei › Einstellungen).</translation>
    </message>
    <message>
        <source>Save a picture of the main window to &lt;file&gt; (PNG) once it shows data, then quit (for documentation, e.g. with --demo).</source>
        <translation>Ein Bild des Hauptfensters in &lt;file&gt; (PNG) speichern, sobald es Daten zeigt, und dann beenden (für die Dokumentation, z. B. mit --demo).</translation>
    </message>
    <message>
        <source>Wait &lt;ms&gt; milliseconds before --screenshot takes the picture (default 4000).</source>
        <translation>&lt;ms&gt; Millisekunden warten, bevor --screenshot das Bild aufnimmt (Standard 4000).</translation>
    </message>
    <message>
        <source>Colour theme: system, light or dark (overrides the choice in File › Preferences).</source>
        <translation>Farbschema: system, light oder dark (überschreibt die Auswahl unter Datei › Einstellungen).</translation>
    </message>
</context>
</TS>
