<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>MainWindow</name>
    <message>
        <source>Navigation</source>
        <translation>导航</translation>
    </message>
    <message>
        <source>Pages of GoClaw Lite; use the arrow keys to switch</source>
        <translation>GoClaw Lite 的页面；用方向键切换</translation>
    </message>
    <message>
        <source>Current page</source>
        <translation>当前页面</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About GoClaw Lite</source>
        <translation>关于 GoClaw Lite(&amp;A)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Store: opening…</source>
        <translation>存储：正在打开…</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Key: …</source>
        <translation>密钥：…</translation>
    </message>
    <message>
        <source>Key source</source>
        <translation>密钥来源</translation>
    </message>
    <message>
        <source>Store: {store}</source>
        <translation>存储：{store}</translation>
    </message>
    <message>
        <source>Key: {source}</source>
        <translation>密钥：{source}</translation>
    </message>
    <message>
        <source>Key: {source} (fingerprint {fingerprint})</source>
        <translation>密钥：{source}（指纹 {fingerprint}）</translation>
    </message>
    <message>
        <source>About GoClaw Lite</source>
        <translation>关于 GoClaw Lite</translation>
    </message>
    <message>
        <source>&lt;b&gt;GoClaw Lite&lt;/b&gt; {version}&lt;br&gt;A local agent workbench.&lt;br&gt;&lt;br&gt;Data: {folder}</source>
        <translation>&lt;b&gt;GoClaw Lite&lt;/b&gt; {version}&lt;br&gt;本地智能体工作台。&lt;br&gt;&lt;br&gt;数据：{folder}</translation>
    </message>
</context>
<context>
    <name>_PagePlaceholder</name>
    <message>
        <source>Loading {page}…</source>
        <translation>正在加载{page}…</translation>
    </message>
    <message>
        <source>{page} (loading)</source>
        <translation>{page}（加载中）</translation>
    </message>
</context>
<context>
    <name>pages</name>
    <message>
        <source>Activity</source>
        <translation>活动记录</translation>
    </message>
    <message>
        <source>The audit trail: what was done, by whom</source>
        <translation>审计记录：做了什么，由谁做的</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Make and change agents: model, prompt, sampling, tools, memory, fallback</source>
        <translation>创建和修改智能体：模型、提示词、采样、工具、记忆、备用模型</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
    <message>
        <source>Chat with your agents</source>
        <translation>与你的智能体聊天</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>凭据</translation>
    </message>
    <message>
        <source>CLI tools with encrypted credentials</source>
        <translation>使用加密凭据的命令行工具</translation>
    </message>
    <message>
        <source>Evolution</source>
        <translation>进化</translation>
    </message>
    <message>
        <source>What the chat measured, and suggested improvements to approve or reject</source>
        <translation>聊天中的度量，以及待批准或拒绝的改进建议</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>主页</translation>
    </message>
    <message>
        <source>Recent chats, agents and model servers</source>
        <translation>最近的对话、智能体和模型服务器</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>钩子</translation>
    </message>
    <message>
        <source>Programs run before and after agent runs and tool calls</source>
        <translation>在智能体运行和工具调用前后执行的程序</translation>
    </message>
    <message>
        <source>Knowledge graph</source>
        <translation>知识图谱</translation>
    </message>
    <message>
        <source>Browse and correct your agents&apos; knowledge graph</source>
        <translation>浏览并修正智能体的知识图谱</translation>
    </message>
    <message>
        <source>MCP</source>
        <translation>MCP</translation>
    </message>
    <message>
        <source>Model Context Protocol servers: tools agents may use</source>
        <translation>Model Context Protocol 服务器：智能体可用的工具</translation>
    </message>
    <message>
        <source>Promote</source>
        <translation>迁移</translation>
    </message>
    <message>
        <source>Copy this install into PostgreSQL</source>
        <translation>将此安装复制到 PostgreSQL</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Paths, schema and encryption key</source>
        <translation>路径、架构和加密密钥</translation>
    </message>
    <message>
        <source>Vault</source>
        <translation>笔记库</translation>
    </message>
    <message>
        <source>Markdown notes with [[wikilinks]], backlinks and search</source>
        <translation>带 [[wikilinks]]、反向链接和搜索的 Markdown 笔记</translation>
    </message>
</context>
</TS>
