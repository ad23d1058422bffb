<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AgentWords</name>
    <message numerus="yes">
        <source>%Ln knowledge-graph entity(-ies) are deleted</source>
        <translation>
            <numerusform>%Ln knowledge-graph entity is deleted</numerusform>
            <numerusform>%Ln knowledge-graph entities are deleted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln knowledge-graph relation(s) are deleted</source>
        <translation>
            <numerusform>%Ln knowledge-graph relation is deleted</numerusform>
            <numerusform>%Ln knowledge-graph relations are deleted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln remembered conversation(s) are deleted</source>
        <translation>
            <numerusform>%Ln remembered conversation is deleted</numerusform>
            <numerusform>%Ln remembered conversations are deleted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln note(s) in its personal vault are deleted</source>
        <translation>
            <numerusform>%Ln note in its personal vault is deleted</numerusform>
            <numerusform>%Ln notes in its personal vault are deleted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln delegation link(s) are deleted</source>
        <translation>
            <numerusform>%Ln delegation link is deleted</numerusform>
            <numerusform>%Ln delegation links are deleted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln credential grant(s) are deleted</source>
        <translation>
            <numerusform>%Ln credential grant is deleted</numerusform>
            <numerusform>%Ln credential grants are deleted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln evolution suggestion(s) are deleted</source>
        <translation>
            <numerusform>%Ln evolution suggestion is deleted</numerusform>
            <numerusform>%Ln evolution suggestions are deleted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln consolidation job(s) are deleted</source>
        <translation>
            <numerusform>%Ln consolidation job is deleted</numerusform>
            <numerusform>%Ln consolidation jobs are deleted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln hook(s) are detached from it</source>
        <translation>
            <numerusform>%Ln hook is detached from it</numerusform>
            <numerusform>%Ln hooks are detached from it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln of them attached to no other agent stop running)</source>
        <translation>
            <numerusform>(%Ln of them, attached to no other agent, stops running)</numerusform>
            <numerusform>(%Ln of them, attached to no other agent, stop running)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln conversation(s) are kept, without an agent</source>
        <translation>
            <numerusform>%Ln conversation is kept, without an agent</numerusform>
            <numerusform>%Ln conversations are kept, without an agent</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AgentsPageWidget</name>
    <message numerus="yes">
        <source>%n MCP tool(s) from granted servers.</source>
        <translation>
            <numerusform>%n MCP tool from granted servers.</numerusform>
            <numerusform>%n MCP tools from granted servers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnswerErrorWords</name>
    <message numerus="yes">
        <source>The answer stopped after %Ln model call(s), the agent&apos;s limit, with tool calls still open; raise the agent&apos;s maximum tool rounds or ask a narrower question.</source>
        <translation>
            <numerusform>The answer stopped after %Ln model call, the agent&apos;s limit, with tool calls still open; raise the agent&apos;s maximum tool rounds or ask a narrower question.</numerusform>
            <numerusform>The answer stopped after %Ln model calls, the agent&apos;s limit, with tool calls still open; raise the agent&apos;s maximum tool rounds or ask a narrower question.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The answer broke off part-way; what arrived was kept (%Ln call(s))</source>
        <translation>
            <numerusform>The answer broke off part-way; what arrived was kept (%Ln call)</numerusform>
            <numerusform>The answer broke off part-way; what arrived was kept (%Ln calls)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The model refused the request; it is not retried on another model (%Ln call(s))</source>
        <translation>
            <numerusform>The model refused the request; it is not retried on another model (%Ln call)</numerusform>
            <numerusform>The model refused the request; it is not retried on another model (%Ln calls)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No model answered (%Ln call(s))</source>
        <translation>
            <numerusform>No model answered (%Ln call)</numerusform>
            <numerusform>No model answered (%Ln calls)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>not tried: the agent tries at most %Ln route(s)</source>
        <translation>
            <numerusform>not tried: the agent tries at most %Ln route</numerusform>
            <numerusform>not tried: the agent tries at most %Ln routes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ApprovalBanner</name>
    <message numerus="yes">
        <source>%Ln more waiting</source>
        <translation>
            <numerusform>%Ln more waiting</numerusform>
            <numerusform>%Ln more waiting</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BackupsBox</name>
    <message numerus="yes">
        <source>%n backup(s), {total} in all.</source>
        <translation>
            <numerusform>%n backup, {total} in all.</numerusform>
            <numerusform>%n backups, {total} in all.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChatWords</name>
    <message numerus="yes">
        <source>%Ln message(s)</source>
        <translation>
            <numerusform>%Ln message</numerusform>
            <numerusform>%Ln messages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Earlier messages were left out: this conversation no longer fits the agent&apos;s context window ({tokens} tokens), so the answer sees only the last %n message(s).</source>
        <translation>
            <numerusform>Earlier messages were left out: this conversation no longer fits the agent&apos;s context window ({tokens} tokens), so the answer sees only the last %n message.</numerusform>
            <numerusform>Earlier messages were left out: this conversation no longer fits the agent&apos;s context window ({tokens} tokens), so the answer sees only the last %n messages.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Closed “{title}”; it is deleted %n day(s) after its last change.</source>
        <translation>
            <numerusform>Closed “{title}”; it is deleted %n day after its last change.</numerusform>
            <numerusform>Closed “{title}”; it is deleted %n days after its last change.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChipWords</name>
    <message numerus="yes">
        <source>cut to {sent} of %Ln character(s)</source>
        <translation>
            <numerusform>cut to {sent} of %Ln character</numerusform>
            <numerusform>cut to {sent} of %Ln characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln character(s)</source>
        <translation>
            <numerusform>%Ln character</numerusform>
            <numerusform>%Ln characters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CredentialsPage</name>
    <message numerus="yes">
        <source>%n tool(s) registered, {enabled} enabled.</source>
        <translation>
            <numerusform>%n tool registered, {enabled} enabled.</numerusform>
            <numerusform>%n tools registered, {enabled} enabled.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DenyRulesEditor</name>
    <message numerus="yes">
        <source>Type arguments to check them against %n rule(s).</source>
        <translation>
            <numerusform>Type arguments to check them against %n rule.</numerusform>
            <numerusform>Type arguments to check them against %n rules.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DesktopIntegration</name>
    <message numerus="yes">
        <source>%Ln row(s) copied and verified.</source>
        <translation>
            <numerusform>%Ln row copied and verified.</numerusform>
            <numerusform>%Ln rows copied and verified.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiagnosticsBox</name>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EntityListPanel</name>
    <message numerus="yes">
        <source>%Ln match(es) loaded; scroll for more</source>
        <translation>
            <numerusform>%Ln match loaded; scroll for more</numerusform>
            <numerusform>%Ln matches loaded; scroll for more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es)</source>
        <translation>
            <numerusform>%Ln match</numerusform>
            <numerusform>%Ln matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{loaded} of %Ln entity(ies) loaded; scroll for more</source>
        <translation>
            <numerusform>{loaded} of %Ln entity loaded; scroll for more</numerusform>
            <numerusform>{loaded} of %Ln entities loaded; scroll for more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(ies)</source>
        <translation>
            <numerusform>%Ln entity</numerusform>
            <numerusform>%Ln entities</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvolutionPageWidget</name>
    <message numerus="yes">
        <source>%n suggestion(s) shown, {pending} waiting for review.</source>
        <translation>
            <numerusform>%n suggestion shown, {pending} waiting for review.</numerusform>
            <numerusform>%n suggestions shown, {pending} waiting for review.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new suggestion(s).</source>
        <translation>
            <numerusform>%n new suggestion.</numerusform>
            <numerusform>%n new suggestions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvolutionWords</name>
    <message numerus="yes">
        <source>%Ln call(s)</source>
        <translation>
            <numerusform>%Ln call</numerusform>
            <numerusform>%Ln calls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln search(es)</source>
        <translation>
            <numerusform>%Ln search</numerusform>
            <numerusform>%Ln searches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln rating(s)</source>
        <translation>
            <numerusform>%Ln rating</numerusform>
            <numerusform>%Ln ratings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln answer(s)</source>
        <translation>
            <numerusform>%Ln answer</numerusform>
            <numerusform>%Ln answers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FirstRunView</name>
    <message numerus="yes">
        <source>Found %n server(s). Pick one and a model.</source>
        <translation>
            <numerusform>Found %n server. Pick it and a model.</numerusform>
            <numerusform>Found %n servers. Pick one and a model.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{server} answers with %Ln model(s).</source>
        <translation>
            <numerusform>{server} answers with %Ln model.</numerusform>
            <numerusform>{server} answers with %Ln models.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GrantDialog</name>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <translation>
            <numerusform>%n tool</numerusform>
            <numerusform>%n tools</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GraphPanel</name>
    <message numerus="yes">
        <source>{first} and {last} are %n relation(s) apart.</source>
        <translation>
            <numerusform>{first} and {last} are %n relation apart.</numerusform>
            <numerusform>{first} and {last} are %n relations apart.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GraphTransfer</name>
    <message numerus="yes">
        <source>%Ln new entity(ies)</source>
        <translation>
            <numerusform>%Ln new entity</numerusform>
            <numerusform>%Ln new entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new relation(s)</source>
        <translation>
            <numerusform>%Ln new relation</numerusform>
            <numerusform>%Ln new relations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(ies)</source>
        <translation>
            <numerusform>%Ln entity</numerusform>
            <numerusform>%Ln entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln relation</numerusform>
            <numerusform>%Ln relations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GraphView</name>
    <message numerus="yes">
        <source>%Ln entity(ies) and {relations} around {name}</source>
        <translation>
            <numerusform>%Ln entity and {relations} around {name}</numerusform>
            <numerusform>%Ln entities and {relations} around {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln relation</numerusform>
            <numerusform>%Ln relations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GraphWords</name>
    <message numerus="yes">
        <source>Show %n more neighbour(s)</source>
        <translation>
            <numerusform>Show %n more neighbour</numerusform>
            <numerusform>Show %n more neighbours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entity(ies)</source>
        <translation>
            <numerusform>%n entity</numerusform>
            <numerusform>%n entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n relation(s)</source>
        <translation>
            <numerusform>%n relation</numerusform>
            <numerusform>%n relations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} more in %n cluster(s)</source>
        <translation>
            <numerusform>{count} more in %n cluster</numerusform>
            <numerusform>{count} more in %n clusters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln more neighbour(s)</source>
        <translation>
            <numerusform>%Ln more neighbour</numerusform>
            <numerusform>%Ln more neighbours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomeWords</name>
    <message numerus="yes">
        <source>%Ln model(s)</source>
        <translation>
            <numerusform>%Ln model</numerusform>
            <numerusform>%Ln models</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s)</source>
        <translation>
            <numerusform>%Ln message</numerusform>
            <numerusform>%Ln messages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln summary(-ies)</source>
        <translation>
            <numerusform>%Ln summary</numerusform>
            <numerusform>%Ln summaries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(-ies)</source>
        <translation>
            <numerusform>%Ln entity</numerusform>
            <numerusform>%Ln entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln relation</numerusform>
            <numerusform>%Ln relations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln document(s)</source>
        <translation>
            <numerusform>%Ln document</numerusform>
            <numerusform>%Ln documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tool(s)</source>
        <translation>
            <numerusform>%Ln tool</numerusform>
            <numerusform>%Ln tools</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HooksPageWidget</name>
    <message numerus="yes">
        <source>%n hook(s), in the order they run.</source>
        <translation>
            <numerusform>%n hook, in the order they run.</numerusform>
            <numerusform>%n hooks, in the order they run.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message numerus="yes">
        <source>{path}: %n server(s); {adding} will be added. Grant them to agents afterwards.</source>
        <translation>
            <numerusform>{path}: %n server; {adding} will be added. Grant it to agents afterwards.</numerusform>
            <numerusform>{path}: %n servers; {adding} will be added. Grant them to agents afterwards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n server(s)</source>
        <translation>
            <numerusform>Add %n server</numerusform>
            <numerusform>Add %n servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) done</source>
        <translation>
            <numerusform>%Ln row done</numerusform>
            <numerusform>%Ln rows done</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportSummaryPage</name>
    <message numerus="yes">
        <source>Imported %Ln row(s) from GoClaw Lite.</source>
        <translation>
            <numerusform>Imported %Ln row from GoClaw Lite.</numerusform>
            <numerusform>Imported %Ln rows from GoClaw Lite.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ItemWords</name>
    <message numerus="yes">
        <source>%Ln model call(s)</source>
        <translation>
            <numerusform>%Ln model call</numerusform>
            <numerusform>%Ln model calls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln token(s)</source>
        <translation>
            <numerusform>%Ln token</numerusform>
            <numerusform>%Ln tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>skill(s): {names}</source>
        <translation>
            <numerusform>skill: {names}</numerusform>
            <numerusform>skills: {names}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>saw only the last %n message(s)</source>
        <translation>
            <numerusform>saw only the last %n message</numerusform>
            <numerusform>saw only the last %n messages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JobWords</name>
    <message numerus="yes">
        <source>in %n min, at %1</source>
        <translation>
            <numerusform>in %n min, at %1</numerusform>
            <numerusform>in %n min, at %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n h, at %1</source>
        <translation>
            <numerusform>in %n h, at %1</numerusform>
            <numerusform>in %n h, at %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every %n day(s)</source>
        <translation>
            <numerusform>Every day</numerusform>
            <numerusform>Every %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every %n hour(s)</source>
        <translation>
            <numerusform>Every hour</numerusform>
            <numerusform>Every %n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every %n minute(s)</source>
        <translation>
            <numerusform>Every minute</numerusform>
            <numerusform>Every %n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JobsPage</name>
    <message numerus="yes">
        <source>%n job(s).</source>
        <translation>
            <numerusform>%n job.</numerusform>
            <numerusform>%n jobs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KGPage</name>
    <message numerus="yes">
        <source>%Ln entity(ies)</source>
        <translation>
            <numerusform>%Ln entity</numerusform>
            <numerusform>%Ln entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln relation</numerusform>
            <numerusform>%Ln relations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete “{name}” and its %n relation(s)?</source>
        <translation>
            <numerusform>Delete “{name}” and its %n relation?</numerusform>
            <numerusform>Delete “{name}” and its %n relations?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pruned %Ln entity(ies) and {relations} below {confidence}.</source>
        <translation>
            <numerusform>Pruned %Ln entity and {relations} below {confidence}.</numerusform>
            <numerusform>Pruned %Ln entities and {relations} below {confidence}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LegendBar</name>
    <message numerus="yes">
        <source>+%n type(s)</source>
        <translation>
            <numerusform>+%n type</numerusform>
            <numerusform>+%n types</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>McpPage</name>
    <message numerus="yes">
        <source>%n MCP server(s).</source>
        <translation>
            <numerusform>%n MCP server.</numerusform>
            <numerusform>%n MCP servers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <translation>
            <numerusform>%n tool</numerusform>
            <numerusform>%n tools</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n MCP server(s) from {file}.</source>
        <translation>
            <numerusform>Imported %n MCP server from {file}.</numerusform>
            <numerusform>Imported %n MCP servers from {file}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>McpWords</name>
    <message numerus="yes">
        <source>%n tool(s) offered to agents as {prefix}__*</source>
        <translation>
            <numerusform>%n tool offered to agents as {prefix}__*</numerusform>
            <numerusform>%n tools offered to agents as {prefix}__*</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MergeWords</name>
    <message numerus="yes">
        <source>Merge “{merged}” into “{survivor}”? %Ln relation(s) and the names {names} move to “{survivor}”; “{merged}” is removed.</source>
        <translation>
            <numerusform>Merge “{merged}” into “{survivor}”? %Ln relation and the names {names} move to “{survivor}”; “{merged}” is removed.</numerusform>
            <numerusform>Merge “{merged}” into “{survivor}”? %Ln relations and the names {names} move to “{survivor}”; “{merged}” is removed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s) between the two will be dropped.</source>
        <translation>
            <numerusform>%Ln relation between the two will be dropped.</numerusform>
            <numerusform>%Ln relations between the two will be dropped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelsPage</name>
    <message numerus="yes">
        <source>%n GGUF file(s) on the hub match; select one and press Download.</source>
        <translation>
            <numerusform>%n GGUF file on the hub matches; select it and press Download.</numerusform>
            <numerusform>%n GGUF files on the hub match; select one and press Download.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n h left</source>
        <translation>
            <numerusform>%n h left</numerusform>
            <numerusform>%n h left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min left</source>
        <translation>
            <numerusform>%n min left</numerusform>
            <numerusform>%n min left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s left</source>
        <translation>
            <numerusform>%n s left</numerusform>
            <numerusform>%n s left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OverrideWords</name>
    <message numerus="yes">
        <source>at most %Ln token(s)</source>
        <translation>
            <numerusform>at most %Ln token</numerusform>
            <numerusform>at most %Ln tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProbeWords</name>
    <message numerus="yes">
        <source>{server}: %Ln model(s)</source>
        <translation>
            <numerusform>{server}: %Ln model</numerusform>
            <numerusform>{server}: %Ln models</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProgressPanel</name>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PromotePage</name>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln row(s) into {server}.</source>
        <translation>
            <numerusform>Copied %Ln row into {server}.</numerusform>
            <numerusform>Copied %Ln rows into {server}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Verified %n table(s): row counts and checksums match.</source>
        <translation>
            <numerusform>Verified %n table: row counts and checksums match.</numerusform>
            <numerusform>Verified %n tables: row counts and checksums match.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProvidersBox</name>
    <message numerus="yes">
        <source>{server} is the model server of %n agent(s): {agents}. Remove it anyway?</source>
        <translation>
            <numerusform>{server} is the model server of %n agent: {agents}. Remove it anyway?</numerusform>
            <numerusform>{server} is the model server of %n agents: {agents}. Remove it anyway?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> %n agent(s) need another server: {agents}.</source>
        <translation>
            <numerusform> %n agent needs another server: {agents}.</numerusform>
            <numerusform> %n agents need another server: {agents}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PruneDialog</name>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln relation</numerusform>
            <numerusform>%Ln relations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(ies) and {relations} would be removed.</source>
        <translation>
            <numerusform>%Ln entity and {relations} would be removed.</numerusform>
            <numerusform>%Ln entities and {relations} would be removed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServerPage</name>
    <message numerus="yes">
        <source>Found %n server(s) on this computer.</source>
        <translation>
            <numerusform>Found %n server on this computer.</numerusform>
            <numerusform>Found %n servers on this computer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n model(s).</source>
        <translation>
            <numerusform>Connected: %n model.</numerusform>
            <numerusform>Connected: %n models.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServerWords</name>
    <message numerus="yes">
        <source>{models} and %n more</source>
        <translation>
            <numerusform>{models} and %n more</numerusform>
            <numerusform>{models} and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n model(s) — {models}.</source>
        <translation>
            <numerusform>Connected: %n model — {models}.</numerusform>
            <numerusform>Connected: %n models — {models}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SizeWords</name>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message numerus="yes">
        <source>%n skill(s) installed.</source>
        <translation>
            <numerusform>%n skill installed.</numerusform>
            <numerusform>%n skills installed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n agent(s) may use it.</source>
        <translation>
            <numerusform>%1: %n agent may use it.</numerusform>
            <numerusform>%1: %n agents may use it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TraceView</name>
    <message numerus="yes">
        <source>%n span(s)</source>
        <translation>
            <numerusform>%n span</numerusform>
            <numerusform>%n spans</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TracesPageWidget</name>
    <message numerus="yes">
        <source>%n trace(s)</source>
        <translation>
            <numerusform>%n trace</numerusform>
            <numerusform>%n traces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VaultPage</name>
    <message numerus="yes">
        <source>%Ln matching note(s)</source>
        <translation>
            <numerusform>%Ln matching note</numerusform>
            <numerusform>%Ln matching notes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln note(s)</source>
        <translation>
            <numerusform>%Ln note</numerusform>
            <numerusform>%Ln notes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n note(s): {created} new, {updated} updated, {unchanged} unchanged, {renamed} renamed, {skipped} skipped; {links} links, {broken} broken.</source>
        <translation>
            <numerusform>Imported %n note: {created} new, {updated} updated, {unchanged} unchanged, {renamed} renamed, {skipped} skipped; {links} links, {broken} broken.</numerusform>
            <numerusform>Imported %n notes: {created} new, {updated} updated, {unchanged} unchanged, {renamed} renamed, {skipped} skipped; {links} links, {broken} broken.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WebCardWords</name>
    <message numerus="yes">
        <source>%Ln result(s)</source>
        <translation>
            <numerusform>%Ln result</numerusform>
            <numerusform>%Ln results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more (open the card to see them all)</source>
        <translation>
            <numerusform>and %Ln more (open the card to see it)</numerusform>
            <numerusform>and %Ln more (open the card to see them all)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WholeGraphMode</name>
    <message numerus="yes">
        <source>Whole graph: %Ln entity(ies)</source>
        <translation>
            <numerusform>Whole graph: %Ln entity</numerusform>
            <numerusform>Whole graph: %Ln entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Whole graph: the {shown} best connected of %Ln entities</source>
        <translation>
            <numerusform>Whole graph: the {shown} best connected of %Ln entities</numerusform>
            <numerusform>Whole graph: the {shown} best connected of %Ln entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln relation</numerusform>
            <numerusform>%Ln relations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln community(ies)</source>
        <translation>
            <numerusform>%Ln community</numerusform>
            <numerusform>%Ln communities</numerusform>
        </translation>
    </message>
</context>
</TS>
