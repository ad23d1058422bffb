<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ActivityPageWidget</name>
    <message>
        <source>Everything GoClaw Lite and its agents did, newest first. Rows never hold secret values.</source>
        <translation>GoClaw Lite 及其智能体做过的一切，最新的在前。记录中绝不包含机密值。</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>发生了什么</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>活动记录</translation>
    </message>
    <message>
        <source>Details of the selected action</source>
        <translation>所选操作的详情</translation>
    </message>
    <message>
        <source>Select a row to see everything recorded about it.</source>
        <translation>选择一行以查看它的全部记录。</translation>
    </message>
    <message>
        <source>The selected action as stored (JSON)</source>
        <translation>所选操作的存储原样（JSON）</translation>
    </message>
    <message>
        <source>Show &amp;JSON</source>
        <translation>显示 JSON(&amp;J)</translation>
    </message>
    <message>
        <source>Show the stored JSON</source>
        <translation>显示存储的 JSON</translation>
    </message>
    <message>
        <source>Switch between the details in words and the row exactly as stored</source>
        <translation>在文字详情与存储原样之间切换</translation>
    </message>
    <message>
        <source>Show &amp;details</source>
        <translation>显示详情(&amp;D)</translation>
    </message>
    <message>
        <source>All actions</source>
        <translation>所有操作</translation>
    </message>
    <message>
        <source>Filter by actions</source>
        <translation>按操作筛选</translation>
    </message>
    <message>
        <source>Anyone</source>
        <translation>任何人</translation>
    </message>
    <message>
        <source>Filter by who did it</source>
        <translation>按执行者筛选</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>所有类型</translation>
    </message>
    <message>
        <source>Filter by kind of thing</source>
        <translation>按对象类型筛选</translation>
    </message>
    <message>
        <source>From date</source>
        <translation>起始日期</translation>
    </message>
    <message>
        <source>To date (inclusive)</source>
        <translation>截止日期（含当天）</translation>
    </message>
    <message>
        <source>From</source>
        <translation>从</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>清除筛选</translation>
    </message>
    <message>
        <source>Show every action again</source>
        <translation>重新显示所有操作</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Refresh activity</source>
        <translation>刷新活动记录</translation>
    </message>
    <message>
        <source>Load the activity again (F5)</source>
        <translation>重新加载活动记录（F5）</translation>
    </message>
    <message>
        <source>Rows shown</source>
        <translation>显示的行</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一页</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>上一页</translation>
    </message>
    <message>
        <source>The previous {page_size} rows (newer)</source>
        <translation>前 {page_size} 行（较新）</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一页</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>下一页</translation>
    </message>
    <message>
        <source>The next {page_size} rows (older)</source>
        <translation>后 {page_size} 行（较旧）</translation>
    </message>
    <message>
        <source>Loading the activity</source>
        <translation>加载活动记录</translation>
    </message>
    <message>
        <source>Could not load the activity; see the status bar.</source>
        <translation>无法加载活动记录；请查看状态栏。</translation>
    </message>
    <message>
        <source>Nothing more was recorded.</source>
        <translation>没有更多记录。</translation>
    </message>
    <message>
        <source>No activity matches.</source>
        <translation>没有匹配的活动。</translation>
    </message>
    <message>
        <source>Nothing past row {row} of {total}.</source>
        <translation>第 {row} 行之后没有内容（共 {total} 行）。</translation>
    </message>
    <message>
        <source>{first}–{last} of {total}</source>
        <translation>第 {first}–{last} 条，共 {total} 条</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>昨天</translation>
    </message>
</context>
<context>
    <name>ActivityWords</name>
    <message>
        <source>Created an agent</source>
        <translation>创建了智能体</translation>
    </message>
    <message>
        <source>Deleted an agent</source>
        <translation>删除了智能体</translation>
    </message>
    <message>
        <source>Made an agent the default</source>
        <translation>设置了默认智能体</translation>
    </message>
    <message>
        <source>Called a tool</source>
        <translation>调用了工具</translation>
    </message>
    <message>
        <source>Changed an agent</source>
        <translation>修改了智能体</translation>
    </message>
    <message>
        <source>Removed an agent file</source>
        <translation>删除了智能体文件</translation>
    </message>
    <message>
        <source>Changed an agent file</source>
        <translation>修改了智能体文件</translation>
    </message>
    <message>
        <source>Linked two agents</source>
        <translation>关联了两个智能体</translation>
    </message>
    <message>
        <source>Unlinked two agents</source>
        <translation>取消关联两个智能体</translation>
    </message>
    <message>
        <source>Changed a built-in tool</source>
        <translation>修改了内置工具</translation>
    </message>
    <message>
        <source>Cleared out closed chats</source>
        <translation>清理了已关闭的对话</translation>
    </message>
    <message>
        <source>Closed a chat</source>
        <translation>关闭了对话</translation>
    </message>
    <message>
        <source>Started a chat</source>
        <translation>开始了对话</translation>
    </message>
    <message>
        <source>Deleted a chat</source>
        <translation>删除了对话</translation>
    </message>
    <message>
        <source>Renamed a chat</source>
        <translation>重命名了对话</translation>
    </message>
    <message>
        <source>Applied a suggestion</source>
        <translation>应用了建议</translation>
    </message>
    <message>
        <source>Approved a suggestion</source>
        <translation>批准了建议</translation>
    </message>
    <message>
        <source>Rejected a suggestion</source>
        <translation>拒绝了建议</translation>
    </message>
    <message>
        <source>Added a hook</source>
        <translation>添加了钩子</translation>
    </message>
    <message>
        <source>Deleted a hook</source>
        <translation>删除了钩子</translation>
    </message>
    <message>
        <source>Ran a hook</source>
        <translation>运行了钩子</translation>
    </message>
    <message>
        <source>Changed a hook</source>
        <translation>修改了钩子</translation>
    </message>
    <message>
        <source>Created a scheduled job</source>
        <translation>创建了定时任务</translation>
    </message>
    <message>
        <source>Deleted a scheduled job</source>
        <translation>删除了定时任务</translation>
    </message>
    <message>
        <source>Switched a scheduled job off</source>
        <translation>关闭了定时任务</translation>
    </message>
    <message>
        <source>Switched a scheduled job on</source>
        <translation>开启了定时任务</translation>
    </message>
    <message>
        <source>Ran a scheduled job</source>
        <translation>运行了定时任务</translation>
    </message>
    <message>
        <source>Changed a scheduled job</source>
        <translation>修改了定时任务</translation>
    </message>
    <message>
        <source>Backed up the encryption key</source>
        <translation>备份了加密密钥</translation>
    </message>
    <message>
        <source>Created the encryption key</source>
        <translation>创建了加密密钥</translation>
    </message>
    <message>
        <source>Changed the encryption key</source>
        <translation>更换了加密密钥</translation>
    </message>
    <message>
        <source>Dismissed a possible duplicate</source>
        <translation>忽略了可能的重复项</translation>
    </message>
    <message>
        <source>Deleted an entity</source>
        <translation>删除了实体</translation>
    </message>
    <message>
        <source>Edited an entity</source>
        <translation>编辑了实体</translation>
    </message>
    <message>
        <source>Undid an entity edit</source>
        <translation>撤销了实体编辑</translation>
    </message>
    <message>
        <source>Restored an entity</source>
        <translation>恢复了实体</translation>
    </message>
    <message>
        <source>Added to the knowledge graph</source>
        <translation>添加到了知识图谱</translation>
    </message>
    <message>
        <source>Merged two entities</source>
        <translation>合并了两个实体</translation>
    </message>
    <message>
        <source>Undid a merge</source>
        <translation>撤销了合并</translation>
    </message>
    <message>
        <source>Pruned the knowledge graph</source>
        <translation>修剪了知识图谱</translation>
    </message>
    <message>
        <source>Let an agent use an MCP server</source>
        <translation>允许智能体使用 MCP 服务器</translation>
    </message>
    <message>
        <source>Stopped an agent using an MCP server</source>
        <translation>停止智能体使用 MCP 服务器</translation>
    </message>
    <message>
        <source>Added an MCP server</source>
        <translation>添加了 MCP 服务器</translation>
    </message>
    <message>
        <source>Changed an MCP server</source>
        <translation>修改了 MCP 服务器</translation>
    </message>
    <message>
        <source>Removed an MCP server</source>
        <translation>删除了 MCP 服务器</translation>
    </message>
    <message>
        <source>Called an MCP tool</source>
        <translation>调用了 MCP 工具</translation>
    </message>
    <message>
        <source>Remembered a chat</source>
        <translation>记住了对话</translation>
    </message>
    <message>
        <source>Copied the data to PostgreSQL</source>
        <translation>已将数据复制到 PostgreSQL</translation>
    </message>
    <message>
        <source>Added a model server</source>
        <translation>添加了模型服务器</translation>
    </message>
    <message>
        <source>Removed a model server</source>
        <translation>删除了模型服务器</translation>
    </message>
    <message>
        <source>Changed a model server</source>
        <translation>修改了模型服务器</translation>
    </message>
    <message>
        <source>Registered a tool</source>
        <translation>注册了工具</translation>
    </message>
    <message>
        <source>Removed a tool</source>
        <translation>删除了工具</translation>
    </message>
    <message>
        <source>Was refused a tool run</source>
        <translation>工具运行被拒绝</translation>
    </message>
    <message>
        <source>Let an agent use a tool</source>
        <translation>允许智能体使用工具</translation>
    </message>
    <message>
        <source>Revealed a tool&apos;s credential</source>
        <translation>显示了工具的凭据</translation>
    </message>
    <message>
        <source>Stopped an agent using a tool</source>
        <translation>停止智能体使用工具</translation>
    </message>
    <message>
        <source>Ran a tool</source>
        <translation>运行了工具</translation>
    </message>
    <message>
        <source>Changed a tool</source>
        <translation>修改了工具</translation>
    </message>
    <message>
        <source>Changed the web search settings</source>
        <translation>修改了网络搜索设置</translation>
    </message>
    <message>
        <source>Deleted a skill</source>
        <translation>删除了技能</translation>
    </message>
    <message>
        <source>Switched a skill off</source>
        <translation>关闭了技能</translation>
    </message>
    <message>
        <source>Switched a skill on</source>
        <translation>开启了技能</translation>
    </message>
    <message>
        <source>Let an agent use a skill</source>
        <translation>允许智能体使用技能</translation>
    </message>
    <message>
        <source>Installed a skill</source>
        <translation>安装了技能</translation>
    </message>
    <message>
        <source>Deleted a skill and its files</source>
        <translation>删除了技能及其文件</translation>
    </message>
    <message>
        <source>Undid a skill&apos;s deletion</source>
        <translation>撤销了技能删除</translation>
    </message>
    <message>
        <source>Stopped an agent using a skill</source>
        <translation>停止智能体使用技能</translation>
    </message>
    <message>
        <source>Installed a new version of a skill</source>
        <translation>安装了技能的新版本</translation>
    </message>
    <message>
        <source>Imported notes into the vault</source>
        <translation>将笔记导入了笔记库</translation>
    </message>
    <message>
        <source>Undid a file change</source>
        <translation>撤销了文件更改</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Agent link</source>
        <translation>智能体关联</translation>
    </message>
    <message>
        <source>Built-in tool</source>
        <translation>内置工具</translation>
    </message>
    <message>
        <source>Scheduled job</source>
        <translation>定时任务</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>Encryption key</source>
        <translation>加密密钥</translation>
    </message>
    <message>
        <source>Hook</source>
        <translation>钩子</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>安装</translation>
    </message>
    <message>
        <source>Possible duplicate</source>
        <translation>可能的重复项</translation>
    </message>
    <message>
        <source>Knowledge graph entity</source>
        <translation>知识图谱实体</translation>
    </message>
    <message>
        <source>Model server</source>
        <translation>模型服务器</translation>
    </message>
    <message>
        <source>MCP server</source>
        <translation>MCP 服务器</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Vault</source>
        <translation>笔记库</translation>
    </message>
    <message>
        <source>You (the user)</source>
        <translation>你（用户）</translation>
    </message>
    <message>
        <source>GoClaw Lite</source>
        <translation>GoClaw Lite</translation>
    </message>
    <message>
        <source>An agent</source>
        <translation>某个智能体</translation>
    </message>
    <message>
        <source>{who} created the agent “{name}”</source>
        <translation>{who}创建了智能体“{name}”</translation>
    </message>
    <message>
        <source>{who} changed the agent “{name}”</source>
        <translation>{who}修改了智能体“{name}”</translation>
    </message>
    <message>
        <source>{who} deleted the agent “{name}”</source>
        <translation>{who}删除了智能体“{name}”</translation>
    </message>
    <message>
        <source>{who} made “{name}” the default agent</source>
        <translation>{who}将“{name}”设为默认智能体</translation>
    </message>
    <message>
        <source>{who} used the tool {tool} in the chat “{name}”</source>
        <translation>{who}在对话“{name}”中使用了工具 {tool}</translation>
    </message>
    <message>
        <source>{who} changed the file {file} of “{name}”</source>
        <translation>{who}修改了“{name}”的文件 {file}</translation>
    </message>
    <message>
        <source>{who} removed the file {file} of “{name}”</source>
        <translation>{who}删除了“{name}”的文件 {file}</translation>
    </message>
    <message>
        <source>{who} linked the agents “{source}” and “{target}”</source>
        <translation>{who}关联了智能体“{source}”和“{target}”</translation>
    </message>
    <message>
        <source>{who} unlinked the agents “{source}” and “{target}”</source>
        <translation>{who}取消了智能体“{source}”和“{target}”的关联</translation>
    </message>
    <message>
        <source>{who} changed the built-in tool {name}</source>
        <translation>{who}修改了内置工具 {name}</translation>
    </message>
    <message>
        <source>{who} undid a change to {path} in the workspace of “{name}”</source>
        <translation>{who}撤销了“{name}”工作区中 {path} 的更改</translation>
    </message>
    <message>
        <source>{who} started the chat “{name}”</source>
        <translation>{who}开始了对话“{name}”</translation>
    </message>
    <message>
        <source>{who} renamed the chat “{name}”</source>
        <translation>{who}重命名了对话“{name}”</translation>
    </message>
    <message>
        <source>{who} closed the chat “{name}”</source>
        <translation>{who}关闭了对话“{name}”</translation>
    </message>
    <message>
        <source>{who} deleted a chat</source>
        <translation>{who}删除了一个对话</translation>
    </message>
    <message>
        <source>{who} cleared out old closed chats</source>
        <translation>{who}清理了旧的已关闭对话</translation>
    </message>
    <message>
        <source>{who} approved a suggestion for “{name}”</source>
        <translation>{who}批准了对“{name}”的建议</translation>
    </message>
    <message>
        <source>{who} rejected a suggestion for “{name}”</source>
        <translation>{who}拒绝了对“{name}”的建议</translation>
    </message>
    <message>
        <source>{who} applied a suggestion to “{name}”</source>
        <translation>{who}将建议应用到了“{name}”</translation>
    </message>
    <message>
        <source>{who} added the hook “{name}”</source>
        <translation>{who}添加了钩子“{name}”</translation>
    </message>
    <message>
        <source>{who} changed the hook “{name}”</source>
        <translation>{who}修改了钩子“{name}”</translation>
    </message>
    <message>
        <source>{who} deleted the hook “{name}”</source>
        <translation>{who}删除了钩子“{name}”</translation>
    </message>
    <message>
        <source>{who} ran the hook “{name}”</source>
        <translation>{who}运行了钩子“{name}”</translation>
    </message>
    <message>
        <source>{who} created the scheduled job “{name}”</source>
        <translation>{who}创建了定时任务“{name}”</translation>
    </message>
    <message>
        <source>{who} changed the scheduled job “{name}”</source>
        <translation>{who}修改了定时任务“{name}”</translation>
    </message>
    <message>
        <source>{who} switched on the scheduled job “{name}”</source>
        <translation>{who}开启了定时任务“{name}”</translation>
    </message>
    <message>
        <source>{who} switched off the scheduled job “{name}”</source>
        <translation>{who}关闭了定时任务“{name}”</translation>
    </message>
    <message>
        <source>{who} deleted the scheduled job “{name}”</source>
        <translation>{who}删除了定时任务“{name}”</translation>
    </message>
    <message>
        <source>{who} ran the scheduled job “{name}”</source>
        <translation>{who}运行了定时任务“{name}”</translation>
    </message>
    <message>
        <source>{who} backed up the encryption key to a file</source>
        <translation>{who}将加密密钥备份到了文件</translation>
    </message>
    <message>
        <source>{who} created the encryption key</source>
        <translation>{who}创建了加密密钥</translation>
    </message>
    <message>
        <source>{who} changed the encryption key</source>
        <translation>{who}更换了加密密钥</translation>
    </message>
    <message>
        <source>{who} added to the knowledge graph of “{name}”</source>
        <translation>{who}向“{name}”的知识图谱添加了内容</translation>
    </message>
    <message>
        <source>{who} merged a duplicate into the entity “{name}”</source>
        <translation>{who}将一个重复项合并到实体“{name}”</translation>
    </message>
    <message>
        <source>{who} undid a merge into the entity “{name}”</source>
        <translation>{who}撤销了合并到实体“{name}”</translation>
    </message>
    <message>
        <source>{who} pruned the knowledge graph of “{name}”</source>
        <translation>{who}修剪了“{name}”的知识图谱</translation>
    </message>
    <message>
        <source>{who} edited the entity “{name}”</source>
        <translation>{who}编辑了实体“{name}”</translation>
    </message>
    <message>
        <source>{who} undid an edit of the entity “{name}”</source>
        <translation>{who}撤销了对实体“{name}”的编辑</translation>
    </message>
    <message>
        <source>{who} deleted the entity “{name}”</source>
        <translation>{who}删除了实体“{name}”</translation>
    </message>
    <message>
        <source>{who} restored the entity “{name}”</source>
        <translation>{who}恢复了实体“{name}”</translation>
    </message>
    <message>
        <source>{who} dismissed a possible duplicate</source>
        <translation>{who}忽略了一个可能的重复项</translation>
    </message>
    <message>
        <source>{who} added the MCP server “{name}”</source>
        <translation>{who}添加了 MCP 服务器“{name}”</translation>
    </message>
    <message>
        <source>{who} changed the MCP server “{name}”</source>
        <translation>{who}修改了 MCP 服务器“{name}”</translation>
    </message>
    <message>
        <source>{who} removed the MCP server “{name}”</source>
        <translation>{who}删除了 MCP 服务器“{name}”</translation>
    </message>
    <message>
        <source>{who} let “{agent}” use the MCP server “{name}”</source>
        <translation>{who}允许“{agent}”使用 MCP 服务器“{name}”</translation>
    </message>
    <message>
        <source>{who} stopped “{agent}” using the MCP server “{name}”</source>
        <translation>{who}停止“{agent}”使用 MCP 服务器“{name}”</translation>
    </message>
    <message>
        <source>{who} called {tool} on the MCP server “{name}”</source>
        <translation>{who}调用了 MCP 服务器“{name}”上的 {tool}</translation>
    </message>
    <message>
        <source>{who} remembered the chat “{name}”</source>
        <translation>{who}记住了对话“{name}”</translation>
    </message>
    <message>
        <source>{who} copied the data to PostgreSQL</source>
        <translation>{who}将数据复制到了 PostgreSQL</translation>
    </message>
    <message>
        <source>{who} added the model server “{name}”</source>
        <translation>{who}添加了模型服务器“{name}”</translation>
    </message>
    <message>
        <source>{who} changed the model server “{name}”</source>
        <translation>{who}修改了模型服务器“{name}”</translation>
    </message>
    <message>
        <source>{who} removed the model server “{name}”</source>
        <translation>{who}删除了模型服务器“{name}”</translation>
    </message>
    <message>
        <source>{who} registered the tool “{name}”</source>
        <translation>{who}注册了工具“{name}”</translation>
    </message>
    <message>
        <source>{who} changed the tool “{name}”</source>
        <translation>{who}修改了工具“{name}”</translation>
    </message>
    <message>
        <source>{who} removed the tool “{name}”</source>
        <translation>{who}删除了工具“{name}”</translation>
    </message>
    <message>
        <source>{who} let “{agent}” use the tool “{name}”</source>
        <translation>{who}允许“{agent}”使用工具“{name}”</translation>
    </message>
    <message>
        <source>{who} stopped “{agent}” using the tool “{name}”</source>
        <translation>{who}停止“{agent}”使用工具“{name}”</translation>
    </message>
    <message>
        <source>{who} revealed a credential of the tool “{name}”</source>
        <translation>{who}显示了工具“{name}”的凭据</translation>
    </message>
    <message>
        <source>{who} ran the tool “{name}”</source>
        <translation>{who}运行了工具“{name}”</translation>
    </message>
    <message>
        <source>{who} was refused a run of the tool “{name}”</source>
        <translation>{who}运行工具“{name}”被拒绝</translation>
    </message>
    <message>
        <source>{who} changed the web search settings</source>
        <translation>{who}修改了网络搜索设置</translation>
    </message>
    <message>
        <source>{who} installed the skill “{name}”</source>
        <translation>{who}安装了技能“{name}”</translation>
    </message>
    <message>
        <source>{who} installed a new version of the skill “{name}”</source>
        <translation>{who}安装了技能“{name}”的新版本</translation>
    </message>
    <message>
        <source>{who} switched on the skill “{name}”</source>
        <translation>{who}开启了技能“{name}”</translation>
    </message>
    <message>
        <source>{who} switched off the skill “{name}”</source>
        <translation>{who}关闭了技能“{name}”</translation>
    </message>
    <message>
        <source>{who} deleted the skill “{name}”</source>
        <translation>{who}删除了技能“{name}”</translation>
    </message>
    <message>
        <source>{who} deleted the skill “{name}” and its files</source>
        <translation>{who}删除了技能“{name}”及其文件</translation>
    </message>
    <message>
        <source>{who} undid the deletion of the skill “{name}”</source>
        <translation>{who}撤销了技能“{name}”的删除</translation>
    </message>
    <message>
        <source>{who} let “{agent}” use the skill “{name}”</source>
        <translation>{who}允许“{agent}”使用技能“{name}”</translation>
    </message>
    <message>
        <source>{who} stopped “{agent}” using the skill “{name}”</source>
        <translation>{who}停止“{agent}”使用技能“{name}”</translation>
    </message>
    <message>
        <source>{who} imported notes into the vault</source>
        <translation>{who}将笔记导入了笔记库</translation>
    </message>
    <message>
        <source>{who} did “{action}” on “{name}”</source>
        <translation>{who}对“{name}”执行了“{action}”</translation>
    </message>
    <message>
        <source>{who} did “{action}”</source>
        <translation>{who}执行了“{action}”</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>钩子</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>记忆</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>维护</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Allowed tools</source>
        <translation>允许的工具</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>更改内容</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>Copied from</source>
        <translation>复制自</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>决定</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <source>Took</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Switched on</source>
        <translation>已开启</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Exit code</source>
        <translation>退出码</translation>
    </message>
    <message>
        <source>Fallback</source>
        <translation>备用</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来自</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>To</source>
        <translation>到</translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>A removed agent</source>
        <translation>已删除的智能体</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>a removed agent</source>
        <translation>已删除的智能体</translation>
    </message>
    <message>
        <source>{sentence} — failed</source>
        <translation>{sentence}——失败</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>{ms} ms</source>
        <translation>{ms} 毫秒</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>AgentAccessEditor</name>
    <message>
        <source>Every agent may run it; untick one to keep it away.</source>
        <translation>所有智能体都可以运行它；取消勾选即可禁止某个智能体。</translation>
    </message>
    <message>
        <source>Only the ticked agents may run it.</source>
        <translation>只有勾选的智能体可以运行它。</translation>
    </message>
    <message>
        <source>Every agent ma&amp;y run it</source>
        <translation>所有智能体都可以运行(&amp;Y)</translation>
    </message>
    <message>
        <source>Every agent may run it</source>
        <translation>所有智能体都可以运行</translation>
    </message>
    <message>
        <source>Only &amp;granted agents</source>
        <translation>仅限已授权的智能体(&amp;G)</translation>
    </message>
    <message>
        <source>Only granted agents may run it</source>
        <translation>只有已授权的智能体可以运行</translation>
    </message>
    <message>
        <source>Agents that may run this tool</source>
        <translation>可以运行此工具的智能体</translation>
    </message>
    <message>
        <source>{agent} has credentials of its own for this tool: {names}</source>
        <translation>{agent} 对此工具有自己的凭据：{names}</translation>
    </message>
    <message>
        <source>No agents yet; create one on the Agents page.</source>
        <translation>还没有智能体；请在“智能体”页面创建一个。</translation>
    </message>
    <message>
        <source>  · own credentials</source>
        <translation>  · 自有凭据</translation>
    </message>
</context>
<context>
    <name>AgentEditor</name>
    <message>
        <source>&amp;General</source>
        <translation>常规(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>Memory &amp;&amp; fall&amp;back</source>
        <translation>记忆和备用(&amp;B)</translation>
    </message>
    <message>
        <source>Agent key</source>
        <translation>智能体键名</translation>
    </message>
    <message>
        <source>short id: letters, digits, - and _</source>
        <translation>短 ID：字母、数字、- 和 _</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>键名(&amp;K)：</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>显示名称</translation>
    </message>
    <message>
        <source>shown in chat and lists</source>
        <translation>显示在聊天和列表中</translation>
    </message>
    <message>
        <source>N&amp;ame:</source>
        <translation>名称(&amp;A)：</translation>
    </message>
    <message>
        <source>Emoji or avatar</source>
        <translation>表情或头像</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>Pick an emoji</source>
        <translation>选择表情</translation>
    </message>
    <message>
        <source>&amp;Emoji:</source>
        <translation>表情(&amp;E)：</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>what it is for (other agents read this)</source>
        <translation>它的用途（其他智能体会读取）</translation>
    </message>
    <message>
        <source>Descr&amp;iption:</source>
        <translation>描述(&amp;I)：</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <source>How the agent should behave: its role, tone, what it must never do…</source>
        <translation>智能体应如何表现：它的角色、语气、绝不能做的事…</translation>
    </message>
    <message>
        <source>System &amp;prompt:</source>
        <translation>系统提示词(&amp;P)：</translation>
    </message>
    <message>
        <source>Model server</source>
        <translation>模型服务器</translation>
    </message>
    <message>
        <source>S&amp;erver:</source>
        <translation>服务器(&amp;E)：</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Model id</source>
        <translation>模型 ID</translation>
    </message>
    <message>
        <source>List models</source>
        <translation>列出模型</translation>
    </message>
    <message>
        <source>Ask the server which models it has</source>
        <translation>询问服务器有哪些模型</translation>
    </message>
    <message>
        <source>List the server&apos;s models</source>
        <translation>列出服务器的模型</translation>
    </message>
    <message>
        <source>M&amp;odel:</source>
        <translation>模型(&amp;O)：</translation>
    </message>
    <message>
        <source>Server default</source>
        <translation>服务器默认值</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Temper&amp;ature:</source>
        <translation>温度(&amp;A)：</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Top-&amp;p:</source>
        <translation>Top-p(&amp;P)：</translation>
    </message>
    <message>
        <source>Most tokens per answer</source>
        <translation>每条回复的最大 token 数</translation>
    </message>
    <message>
        <source>Server&apos;s limit</source>
        <translation>服务器的限制</translation>
    </message>
    <message>
        <source>Max ans&amp;wer tokens:</source>
        <translation>每条回复最大 token 数(&amp;W)：</translation>
    </message>
    <message>
        <source>Context window in tokens</source>
        <translation>上下文窗口（token 数）</translation>
    </message>
    <message>
        <source>Use the model&apos;s</source>
        <translation>使用模型的</translation>
    </message>
    <message>
        <source>Use the model&apos;s context length</source>
        <translation>使用模型的上下文长度</translation>
    </message>
    <message>
        <source>&amp;Context window:</source>
        <translation>上下文窗口(&amp;C)：</translation>
    </message>
    <message>
        <source>Most tool rounds per answer</source>
        <translation>每条回复最多工具轮数</translation>
    </message>
    <message>
        <source>Ma&amp;x tool rounds:</source>
        <translation>最多工具轮数(&amp;X)：</translation>
    </message>
    <message>
        <source>Allow runs a tool at once, Ask asks you first, Deny hides it from the model. MCP tools come from the servers granted to this agent. Untick a built-in tool to switch it off for this agent.</source>
        <translation>“允许”立即运行工具，“询问”先征求你的同意，“拒绝”对模型隐藏该工具。MCP 工具来自授权给此智能体的服务器。取消勾选内置工具可为此智能体关闭它。</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>工作区文件夹</translation>
    </message>
    <message>
        <source>Default: a folder of its own in the data folder</source>
        <translation>默认：数据文件夹中它自己的文件夹</translation>
    </message>
    <message>
        <source>Where the file tools read and write; they never reach outside it</source>
        <translation>文件工具读写的位置；它们绝不会越出此范围</translation>
    </message>
    <message>
        <source>&amp;Workspace:</source>
        <translation>工作区(&amp;W)：</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>选择工作区文件夹</translation>
    </message>
    <message>
        <source>Re&amp;call memories before each answer</source>
        <translation>每次回复前回忆记忆(&amp;C)</translation>
    </message>
    <message>
        <source>Remember c&amp;onversations once they end</source>
        <translation>对话结束后记住它们(&amp;O)</translation>
    </message>
    <message>
        <source>Recall memories before each answer</source>
        <translation>每次回复前回忆记忆</translation>
    </message>
    <message>
        <source>Remember conversations once they end</source>
        <translation>对话结束后记住它们</translation>
    </message>
    <message>
        <source>Fallback routes, tried in this order when the model fails (drag to reorder):</source>
        <translation>备用路线：模型失败时按此顺序尝试（拖动以调整顺序）：</translation>
    </message>
    <message>
        <source>Fallback routes, in order</source>
        <translation>备用路线（按顺序）</translation>
    </message>
    <message>
        <source>Fallback server</source>
        <translation>备用服务器</translation>
    </message>
    <message>
        <source>Fallback model</source>
        <translation>备用模型</translation>
    </message>
    <message>
        <source>model id</source>
        <translation>模型 ID</translation>
    </message>
    <message>
        <source>&amp;Add route</source>
        <translation>添加路线(&amp;A)</translation>
    </message>
    <message>
        <source>Add the fallback route</source>
        <translation>添加备用路线</translation>
    </message>
    <message>
        <source>R&amp;emove</source>
        <translation>移除(&amp;E)</translation>
    </message>
    <message>
        <source>Remove the selected fallback route</source>
        <translation>移除所选备用路线</translation>
    </message>
    <message>
        <source>Most calls per answer</source>
        <translation>每条回复最多调用次数</translation>
    </message>
    <message>
        <source>No cap</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Max attem&amp;pts:</source>
        <translation>最多尝试次数(&amp;P)：</translation>
    </message>
    <message>
        <source>Rest a failed route before trying it aga&amp;in</source>
        <translation>失败的路线先暂停再重试(&amp;I)</translation>
    </message>
    <message>
        <source>Rest a failed route before trying it again</source>
        <translation>失败的路线先暂停再重试</translation>
    </message>
    <message>
        <source>Not in the server&apos;s list (type any id it accepts).</source>
        <translation>不在服务器的列表中（可输入它接受的任何 ID）。</translation>
    </message>
    <message>
        <source>The server gives no size or context for it.</source>
        <translation>服务器没有提供它的大小或上下文长度。</translation>
    </message>
    <message>
        <source>Set the context window to the {tokens} tokens the server reports for {model}</source>
        <translation>将上下文窗口设为服务器为 {model} 报告的 {tokens} 个 token</translation>
    </message>
    <message>
        <source>The server reports no context length for this model</source>
        <translation>服务器没有报告此模型的上下文长度</translation>
    </message>
</context>
<context>
    <name>AgentPage</name>
    <message>
        <source>You are a helpful assistant. Answer briefly and say when you are unsure.</source>
        <translation>你是一个乐于助人的助手。回答要简洁，不确定时要说明。</translation>
    </message>
    <message>
        <source>Your agent</source>
        <translation>你的智能体</translation>
    </message>
    <message>
        <source>The agent you chat with: a name, what it is told before every chat, and whether it is the default.</source>
        <translation>与你聊天的智能体：名称、每次聊天前告诉它的内容，以及是否设为默认。</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <source>Agent name</source>
        <translation>智能体名称</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <source>Make it the &amp;default agent</source>
        <translation>设为默认智能体(&amp;D)</translation>
    </message>
    <message>
        <source>N&amp;ame:</source>
        <translation>名称(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;System prompt:</source>
        <translation>系统提示词(&amp;S)：</translation>
    </message>
</context>
<context>
    <name>AgentPicker</name>
    <message>
        <source>Agent</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Whose knowledge graph to browse: {agent}</source>
        <translation>要浏览哪个智能体的知识图谱：{agent}</translation>
    </message>
    <message>
        <source>Whose knowledge graph to browse</source>
        <translation>要浏览哪个智能体的知识图谱</translation>
    </message>
    <message>
        <source>{agent} (default)</source>
        <translation>{agent}（默认）</translation>
    </message>
</context>
<context>
    <name>AgentWords</name>
    <message>
        <source>{tokens} context</source>
        <translation>上下文 {tokens}</translation>
    </message>
    <message>
        <source>{thousands}K</source>
        <translation>{thousands}K</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>MCP: {server}</source>
        <translation>MCP：{server}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln knowledge-graph entity(-ies) are deleted</source>
        <translation>
            <numerusform>将删除 %Ln 个知识图谱实体</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln knowledge-graph relation(s) are deleted</source>
        <translation>
            <numerusform>将删除 %Ln 个知识图谱关系</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln remembered conversation(s) are deleted</source>
        <translation>
            <numerusform>将删除 %Ln 条记忆中的对话</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln note(s) in its personal vault are deleted</source>
        <translation>
            <numerusform>将删除其个人笔记库中的 %Ln 条笔记</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln delegation link(s) are deleted</source>
        <translation>
            <numerusform>将删除 %Ln 个委派链接</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln credential grant(s) are deleted</source>
        <translation>
            <numerusform>将删除 %Ln 项凭据授权</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln evolution suggestion(s) are deleted</source>
        <translation>
            <numerusform>将删除 %Ln 条进化建议</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln consolidation job(s) are deleted</source>
        <translation>
            <numerusform>将删除 %Ln 个整合任务</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln hook(s) are detached from it</source>
        <translation>
            <numerusform>将从它上面卸下 %Ln 个钩子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln of them attached to no other agent stop running)</source>
        <translation>
            <numerusform>（其中 %Ln 个未挂在其他智能体上，将停止运行）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln conversation(s) are kept, without an agent</source>
        <translation>
            <numerusform>保留 %Ln 个对话，但不再属于任何智能体</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AgentsPageWidget</name>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Who answers in chat: each agent&apos;s model, prompt, files, sampling, tools, memory and fallback routes.</source>
        <translation>谁在聊天中回复：每个智能体的模型、提示词、文件、采样、工具、记忆和备用路线。</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>Make a new agent</source>
        <translation>创建新智能体</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>复制(&amp;U)</translation>
    </message>
    <message>
        <source>Copy the selected agent&apos;s settings</source>
        <translation>复制所选智能体的设置</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>删除(&amp;L)…</translation>
    </message>
    <message>
        <source>Delete the selected agent and what goes with it</source>
        <translation>删除所选智能体及其相关内容</translation>
    </message>
    <message>
        <source>Make &amp;default</source>
        <translation>设为默认(&amp;D)</translation>
    </message>
    <message>
        <source>Use the selected agent when none is named</source>
        <translation>未指定智能体时使用所选智能体</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Agents status</source>
        <translation>智能体状态</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>还原(&amp;R)</translation>
    </message>
    <message>
        <source>Forget the changes not saved</source>
        <translation>丢弃未保存的更改</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the agent</source>
        <translation>保存智能体</translation>
    </message>
    <message>
        <source>Loading the agents</source>
        <translation>加载智能体</translation>
    </message>
    <message>
        <source>No agents yet: press New to make one.</source>
        <translation>还没有智能体：点击“新建”创建一个。</translation>
    </message>
    <message>
        <source>Add a model server in Settings first, then make an agent here.</source>
        <translation>请先在“设置”中添加模型服务器，再在这里创建智能体。</translation>
    </message>
    <message>
        <source>the new agent</source>
        <translation>新智能体</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Discard your changes to {name}?</source>
        <translation>放弃对{name}的更改？</translation>
    </message>
    <message>
        <source>They were not saved. Keep editing to go back and press Save.</source>
        <translation>这些更改尚未保存。选择“继续编辑”返回并点击“保存”。</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>继续编辑</translation>
    </message>
    <message>
        <source>Discard the changes</source>
        <translation>放弃更改</translation>
    </message>
    <message>
        <source>Reading the built-in tools</source>
        <translation>读取内置工具</translation>
    </message>
    <message>
        <source>Editing {agent}. It is the default agent.</source>
        <translation>正在编辑{agent}。它是默认智能体。</translation>
    </message>
    <message>
        <source>Editing {agent}.</source>
        <translation>正在编辑{agent}。</translation>
    </message>
    <message>
        <source>Asking {server} for its models…</source>
        <translation>正在向 {server} 查询模型…</translation>
    </message>
    <message>
        <source>Listing the models of {server}</source>
        <translation>列出 {server} 的模型</translation>
    </message>
    <message>
        <source>The server lists no models; type the model&apos;s id.</source>
        <translation>服务器没有列出模型；请输入模型的 ID。</translation>
    </message>
    <message>
        <source>Could not list the models: {why}</source>
        <translation>无法列出模型：{why}</translation>
    </message>
    <message>
        <source>Asking the agent&apos;s MCP servers for their tools…</source>
        <translation>正在向智能体的 MCP 服务器查询工具…</translation>
    </message>
    <message>
        <source>Listing the MCP tools</source>
        <translation>列出 MCP 工具</translation>
    </message>
    <message numerus="yes">
        <source>%n MCP tool(s) from granted servers.</source>
        <translation>
            <numerusform>来自已授权服务器的 %n 个 MCP 工具。</numerusform>
        </translation>
    </message>
    <message>
        <source>No MCP tools: grant the agent a server on the MCP page.</source>
        <translation>没有 MCP 工具：请在 MCP 页为智能体授权一个服务器。</translation>
    </message>
    <message>
        <source>web_search is not offered: choose a search service in Settings &gt; Web search.</source>
        <translation>不提供 web_search：请在“设置 &gt; 网络搜索”中选择搜索服务。</translation>
    </message>
    <message>
        <source>{tool} is not offered now.</source>
        <translation>目前不提供 {tool}。</translation>
    </message>
    <message>
        <source>A new agent: give it a key, choose its model, then Save.</source>
        <translation>新智能体：给它一个键名，选择模型，然后保存。</translation>
    </message>
    <message>
        <source>Saving the new agent</source>
        <translation>保存新智能体</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Saving {agent}</source>
        <translation>保存{agent}</translation>
    </message>
    <message>
        <source>Saved {agent}.</source>
        <translation>已保存{agent}。</translation>
    </message>
    <message>
        <source>Copying {agent}</source>
        <translation>复制{agent}</translation>
    </message>
    <message>
        <source>Copied {agent} to {key} (settings only, not its data).</source>
        <translation>已将{agent}复制为 {key}（仅设置，不含数据）。</translation>
    </message>
    <message>
        <source>Making it the default</source>
        <translation>设为默认</translation>
    </message>
    <message>
        <source>{agent} is the default agent.</source>
        <translation>{agent}是默认智能体。</translation>
    </message>
    <message>
        <source>Counting what goes with it</source>
        <translation>统计将一并删除的内容</translation>
    </message>
    <message>
        <source>It has no memories, graph, notes or links yet.</source>
        <translation>它还没有记忆、图谱、笔记或链接。</translation>
    </message>
    <message>
        <source>Delete the agent {name}?</source>
        <translation>删除智能体 {name}？</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>此操作无法撤销。</translation>
    </message>
    <message>
        <source>Deleting {agent}</source>
        <translation>删除{agent}</translation>
    </message>
    <message>
        <source>Deleted {agent}. {detail}.</source>
        <translation>已删除{agent}。{detail}。</translation>
    </message>
    <message>
        <source>Deleted {agent}.</source>
        <translation>已删除{agent}。</translation>
    </message>
</context>
<context>
    <name>AnswerErrorWords</name>
    <message numerus="yes">
        <source>The answer stopped after %Ln model call(s), the agent&apos;s limit, with tool calls still open; raise the agent&apos;s maximum tool rounds or ask a narrower question.</source>
        <translation>
            <numerusform>回复在 %Ln 次模型调用后停止（已达智能体的上限），仍有工具调用未完成；请提高智能体的最大工具轮数，或把问题问得更具体些。</numerusform>
        </translation>
    </message>
    <message>
        <source>Internal error ({kind}); what was written so far was kept. See the log file.</source>
        <translation>内部错误（{kind}）；已写出的内容已保留。请查看日志文件。</translation>
    </message>
    <message>
        <source>Internal error; see the log file.</source>
        <translation>内部错误；请查看日志文件。</translation>
    </message>
    <message numerus="yes">
        <source>The answer broke off part-way; what arrived was kept (%Ln call(s))</source>
        <translation>
            <numerusform>回复中途中断；已收到的内容已保留（%Ln 次调用）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The model refused the request; it is not retried on another model (%Ln call(s))</source>
        <translation>
            <numerusform>模型拒绝了请求；不会在其他模型上重试（%Ln 次调用）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No model answered (%Ln call(s))</source>
        <translation>
            <numerusform>没有模型回复（%Ln 次调用）</numerusform>
        </translation>
    </message>
    <message>
        <source>no route is set up</source>
        <translation>尚未设置任何路线</translation>
    </message>
    <message>
        <source>{reason} (HTTP {status})</source>
        <translation>{reason}（HTTP {status}）</translation>
    </message>
    <message>
        <source>cannot connect to {address}</source>
        <translation>无法连接到 {address}</translation>
    </message>
    <message>
        <source>{reason} after part of the answer</source>
        <translation>{reason}（已回复部分内容）</translation>
    </message>
    <message numerus="yes">
        <source>not tried: the agent tries at most %Ln route(s)</source>
        <translation>
            <numerusform>未尝试：智能体最多尝试 %Ln 条路线</numerusform>
        </translation>
    </message>
    <message>
        <source>skipped: resting after a failure ({seconds} s left)</source>
        <translation>已跳过：失败后暂停中（还剩 {seconds} 秒）</translation>
    </message>
    <message>
        <source>skipped: {problem}</source>
        <translation>已跳过：{problem}</translation>
    </message>
    <message>
        <source>cannot connect</source>
        <translation>无法连接</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>rate limited</source>
        <translation>请求过于频繁</translation>
    </message>
    <message>
        <source>server error</source>
        <translation>服务器错误</translation>
    </message>
    <message>
        <source>overloaded</source>
        <translation>服务器过载</translation>
    </message>
    <message>
        <source>billing or quota problem</source>
        <translation>账单或配额问题</translation>
    </message>
    <message>
        <source>the API key was refused</source>
        <translation>API 密钥被拒绝</translation>
    </message>
    <message>
        <source>model not found</source>
        <translation>找不到模型</translation>
    </message>
    <message>
        <source>the conversation is too long for the model&apos;s context</source>
        <translation>对话超出了模型的上下文窗口</translation>
    </message>
    <message>
        <source>request refused</source>
        <translation>请求被拒绝</translation>
    </message>
    <message>
        <source>unexpected response</source>
        <translation>意外的响应</translation>
    </message>
    <message>
        <source>check the server&apos;s address in Settings (OpenAI-compatible servers usually end in /v1)</source>
        <translation>请在设置中检查服务器地址（兼容 OpenAI 的服务器通常以 /v1 结尾）</translation>
    </message>
    <message>
        <source>is the server running, and is its address right?</source>
        <translation>服务器是否在运行，地址是否正确？</translation>
    </message>
    <message>
        <source>check the server&apos;s API key in Settings</source>
        <translation>请在设置中检查服务器的 API 密钥</translation>
    </message>
    <message>
        <source>check the model name in the agent&apos;s settings</source>
        <translation>请在智能体的设置中检查模型名称</translation>
    </message>
    <message>
        <source>start a new conversation or shorten this one</source>
        <translation>请开始新的对话或缩短当前对话</translation>
    </message>
    <message>
        <source>check the account&apos;s credit or quota</source>
        <translation>请检查账户的余额或配额</translation>
    </message>
</context>
<context>
    <name>AppTray</name>
    <message>
        <source>&amp;New chat</source>
        <translation>新聊天(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Show GoClaw Lite</source>
        <translation>显示 GoClaw Lite(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>GoClaw Lite</source>
        <translation>GoClaw Lite</translation>
    </message>
</context>
<context>
    <name>ApprovalBanner</name>
    <message>
        <source>Tool approval</source>
        <translation>工具审批</translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation>工具参数</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Deny tool call</source>
        <translation>拒绝工具调用</translation>
    </message>
    <message>
        <source>Refuse; the model is told the call was denied</source>
        <translation>拒绝；模型会被告知调用已被拒绝</translation>
    </message>
    <message>
        <source>Always allow</source>
        <translation>始终允许</translation>
    </message>
    <message>
        <source>Always allow this tool for this agent</source>
        <translation>始终允许此智能体使用此工具</translation>
    </message>
    <message>
        <source>Run it now, and never ask again for this tool with this agent (Agents changes that)</source>
        <translation>立即运行，且不再就此智能体的此工具询问（可在“智能体”页更改）</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>允许一次</translation>
    </message>
    <message>
        <source>Allow tool call once</source>
        <translation>允许此次工具调用</translation>
    </message>
    <message>
        <source>Run the tool with exactly these arguments, this time only</source>
        <translation>仅此一次，用这些参数运行该工具</translation>
    </message>
    <message>
        <source>The agent</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>{who} wants to run this command. Allow it?</source>
        <translation>{who}想运行此命令。是否允许？</translation>
    </message>
    <message>
        <source>{who} wants to use the tool “{tool}”. Allow it?</source>
        <translation>{who}想使用工具“{tool}”。是否允许？</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Check the command before you allow it.</source>
        <translation>允许之前请检查该命令。</translation>
    </message>
    <message>
        <source>Check the arguments before you allow it.</source>
        <translation>允许之前请检查这些参数。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more waiting</source>
        <translation>
            <numerusform>还有 %Ln 个在等待</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AsOfPicker</name>
    <message>
        <source>As of</source>
        <translation>截至</translation>
    </message>
    <message>
        <source>See the graph as of a date</source>
        <translation>查看截至某日期的图谱</translation>
    </message>
    <message>
        <source>Show the graph as it was at another moment; unticked shows it as it is now</source>
        <translation>显示图谱在另一时刻的样子；取消勾选则显示当前状态</translation>
    </message>
    <message>
        <source>As of date</source>
        <translation>截至日期</translation>
    </message>
</context>
<context>
    <name>AttachmentChip</name>
    <message>
        <source>{name}: the rest does not fit this agent&apos;s context window, so the model reads only the start.</source>
        <translation>{name}：其余部分超出此智能体的上下文窗口，因此模型只读取开头。</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>移除 {name}</translation>
    </message>
    <message>
        <source>Do not send {name}</source>
        <translation>不发送 {name}</translation>
    </message>
</context>
<context>
    <name>AttachmentTray</name>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Attach files</source>
        <translation>附加文件</translation>
    </message>
    <message>
        <source>Attached files</source>
        <translation>已附加的文件</translation>
    </message>
</context>
<context>
    <name>BackupsBox</name>
    <message>
        <source>Restore a backup</source>
        <translation>恢复备份</translation>
    </message>
    <message>
        <source>Database backups (*.bak *.db);;All files (*)</source>
        <translation>数据库备份 (*.bak *.db);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>备份</translation>
    </message>
    <message>
        <source>Backups of the database</source>
        <translation>数据库备份</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Remove the selected backup</source>
        <translation>删除所选备份</translation>
    </message>
    <message>
        <source>Restore…</source>
        <translation>恢复…</translation>
    </message>
    <message>
        <source>Put a backup in place of the database; the current one is kept as a backup</source>
        <translation>用备份替换数据库；当前数据库会保留为一份备份</translation>
    </message>
    <message>
        <source>The store is PostgreSQL: back it up and restore it with PostgreSQL&apos;s own tools.</source>
        <translation>存储为 PostgreSQL：请用 PostgreSQL 自带的工具备份和恢复。</translation>
    </message>
    <message numerus="yes">
        <source>%n backup(s), {total} in all.</source>
        <translation>
            <numerusform>%n 个备份，共 {total}。</numerusform>
        </translation>
    </message>
    <message>
        <source>No backups: the database has not been upgraded or restored here.</source>
        <translation>没有备份：此处的数据库从未升级或恢复过。</translation>
    </message>
    <message>
        <source>Delete the backup {name} ({size_text})?</source>
        <translation>删除备份 {name}（{size_text}）？</translation>
    </message>
    <message>
        <source>The database as it was then cannot be restored afterwards.</source>
        <translation>之后将无法再恢复到当时的数据库。</translation>
    </message>
    <message>
        <source>Removing a backup</source>
        <translation>删除备份</translation>
    </message>
    <message>
        <source>Checking {name}…</source>
        <translation>正在检查 {name}…</translation>
    </message>
    <message>
        <source>Checking the backup</source>
        <translation>检查备份</translation>
    </message>
    <message>
        <source>Not restored: {error}</source>
        <translation>未恢复：{error}</translation>
    </message>
    <message>
        <source>Not restored; see the status bar.</source>
        <translation>未恢复；请查看状态栏。</translation>
    </message>
    <message>
        <source>{name} passed its checks (schema version {version}).</source>
        <translation>{name} 已通过检查（架构版本 {version}）。</translation>
    </message>
    <message>
        <source>Restore this backup?</source>
        <translation>恢复此备份？</translation>
    </message>
    <message>
        <source>Put {name} in place of the database?</source>
        <translation>用 {name} 替换数据库？</translation>
    </message>
    <message>
        <source>GoClaw Lite closes, keeps the current database as a backup (listed here), puts this one in its place and starts again.</source>
        <translation>GoClaw Lite 将关闭，把当前数据库保留为备份（列在此处），换上这个备份后重新启动。</translation>
    </message>
    <message>
        <source>Restore and restart</source>
        <translation>恢复并重启</translation>
    </message>
</context>
<context>
    <name>BuiltinToolsBox</name>
    <message>
        <source>Built-in tools</source>
        <translation>内置工具</translation>
    </message>
    <message>
        <source>The tools every agent has out of the box. Untick one to take it from every agent; an agent can also do without one in its Tools tab.</source>
        <translation>每个智能体开箱即有的工具。取消勾选即可从所有智能体移除；单个智能体也可以在其“工具”标签页中不用某个工具。</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Settings of the selected tool, as JSON</source>
        <translation>所选工具的设置（JSON）</translation>
    </message>
    <message>
        <source>Select a tool to change its settings</source>
        <translation>选择一个工具以修改其设置</translation>
    </message>
    <message>
        <source>Save settings</source>
        <translation>保存设置</translation>
    </message>
    <message>
        <source>Save the tool&apos;s settings</source>
        <translation>保存工具的设置</translation>
    </message>
    <message>
        <source>Reading the built-in tools</source>
        <translation>读取内置工具</translation>
    </message>
    <message>
        <source>General</source>
        <translation>通用</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>记忆</translation>
    </message>
    <message>
        <source>Web</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>files up to {size}</source>
        <translation>文件最大 {size}</translation>
    </message>
    <message>
        <source>downloads up to {size}</source>
        <translation>下载最多 {size}</translation>
    </message>
    <message>
        <source>output up to {count} characters</source>
        <translation>输出最多 {count} 个字符</translation>
    </message>
    <message>
        <source>text up to {count} characters</source>
        <translation>文本最多 {count} 个字符</translation>
    </message>
    <message>
        <source>listings up to {count} entries</source>
        <translation>列表最多 {count} 项</translation>
    </message>
    <message>
        <source>wait up to {seconds} s</source>
        <translation>最多等待 {seconds} 秒</translation>
    </message>
    <message>
        <source>up to {count} redirects</source>
        <translation>最多 {count} 次重定向</translation>
    </message>
    <message>
        <source>search service: {name}</source>
        <translation>搜索服务：{name}</translation>
    </message>
    <message>
        <source>SearXNG at {address}</source>
        <translation>SearXNG 地址：{address}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>%1 is on for every agent.</source>
        <translation>%1 已对所有智能体启用。</translation>
    </message>
    <message>
        <source>%1 is off for every agent.</source>
        <translation>%1 已对所有智能体停用。</translation>
    </message>
    <message>
        <source>The settings are not valid JSON: %1</source>
        <translation>设置不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>Saved the settings of %1.</source>
        <translation>已保存 %1 的设置。</translation>
    </message>
</context>
<context>
    <name>ChangeUndo</name>
    <message>
        <source>Undoing the change to %1</source>
        <translation>撤销对 %1 的更改</translation>
    </message>
    <message>
        <source>Undone: %1 is back as it was before this change.</source>
        <translation>已撤销：%1 已恢复到此更改之前的样子。</translation>
    </message>
</context>
<context>
    <name>ChatPage</name>
    <message>
        <source>New chat</source>
        <translation>新聊天</translation>
    </message>
    <message>
        <source>Conversation title</source>
        <translation>对话标题</translation>
    </message>
    <message>
        <source>Conversation actions</source>
        <translation>对话操作</translation>
    </message>
    <message>
        <source>Rename, export, close or delete this conversation</source>
        <translation>重命名、导出、关闭或删除此对话</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>已复制到剪贴板。</translation>
    </message>
    <message>
        <source>Search chats</source>
        <translation>搜索聊天</translation>
    </message>
    <message>
        <source>Loading the chat</source>
        <translation>加载聊天</translation>
    </message>
    <message>
        <source>Tidying up chat history</source>
        <translation>整理聊天记录</translation>
    </message>
    <message>
        <source>The chat engine could not be loaded, so no message can be sent; the log file says why.</source>
        <translation>无法加载聊天引擎，因此无法发送消息；原因见日志文件。</translation>
    </message>
    <message>
        <source>The chat engine is not available.</source>
        <translation>聊天引擎不可用。</translation>
    </message>
    <message>
        <source>Starting the built-in model…</source>
        <translation>正在启动内置模型…</translation>
    </message>
    <message>
        <source>The built-in model did not start: {error}</source>
        <translation>内置模型未能启动：{error}</translation>
    </message>
    <message>
        <source>Connected to {server}; {agent} is ready.</source>
        <translation>已连接到 {server}；{agent}已就绪。</translation>
    </message>
    <message>
        <source>Loading conversations</source>
        <translation>加载对话</translation>
    </message>
    <message>
        <source>Loading more conversations</source>
        <translation>加载更多对话</translation>
    </message>
    <message>
        <source>Message {agent}…</source>
        <translation>给{agent}发消息…</translation>
    </message>
    <message>
        <source>This chat uses {agent}&apos;s own model, {model}.</source>
        <translation>此对话使用{agent}自己的模型 {model}。</translation>
    </message>
    <message>
        <source>This chat now uses {model}; {agent} keeps {own}.</source>
        <translation>此对话现在使用 {model}；{agent}仍使用 {own}。</translation>
    </message>
    <message>
        <source>The assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <source>What can I help with?</source>
        <translation>有什么可以帮你？</translation>
    </message>
    <message>
        <source>{name} is ready. Enter sends, Shift+Enter adds a line, Ctrl+K searches your chats.</source>
        <translation>{name}已就绪。Enter 发送，Shift+Enter 换行，Ctrl+K 搜索聊天。</translation>
    </message>
    <message>
        <source>Opening the conversation</source>
        <translation>打开对话</translation>
    </message>
    <message>
        <source>This conversation is empty</source>
        <translation>此对话为空</translation>
    </message>
    <message>
        <source>Loading earlier messages</source>
        <translation>加载更早的消息</translation>
    </message>
    <message>
        <source>This conversation is closed; start a new chat (Ctrl+N).</source>
        <translation>此对话已关闭；请开始新聊天（Ctrl+N）。</translation>
    </message>
    <message>
        <source>This conversation is closed and accepts no new messages.</source>
        <translation>此对话已关闭，不再接受新消息。</translation>
    </message>
    <message>
        <source>Model &amp;&amp; settings…</source>
        <translation>模型和设置…</translation>
    </message>
    <message>
        <source>This chat&apos;s model and settings</source>
        <translation>此对话的模型和设置</translation>
    </message>
    <message>
        <source>Model, temperature and max tokens for this chat only</source>
        <translation>仅此对话的模型、温度和最大 token 数</translation>
    </message>
    <message>
        <source>{agent} · {model} on {server}</source>
        <translation>{agent} · {server} 上的 {model}</translation>
    </message>
    <message>
        <source>Choose an agent first; these settings change how it answers in this chat.</source>
        <translation>请先选择智能体；这些设置会改变它在此对话中的回复方式。</translation>
    </message>
    <message>
        <source>Saving this chat&apos;s settings</source>
        <translation>保存此对话的设置</translation>
    </message>
    <message>
        <source>Renaming</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Stop the answer first; a conversation is closed when nothing is being written.</source>
        <translation>请先停止回复；只有在没有内容正在写入时才能关闭对话。</translation>
    </message>
    <message>
        <source>Closing the conversation</source>
        <translation>关闭对话</translation>
    </message>
    <message>
        <source>Stop the answer first, then delete the conversation.</source>
        <translation>请先停止回复，再删除对话。</translation>
    </message>
    <message>
        <source>this conversation</source>
        <translation>此对话</translation>
    </message>
    <message>
        <source>Delete “{title}” and all its messages? This cannot be undone.</source>
        <translation>删除“{title}”及其所有消息？此操作无法撤销。</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>删除对话</translation>
    </message>
    <message>
        <source>Deleted “{title}”.</source>
        <translation>已删除“{title}”。</translation>
    </message>
    <message>
        <source>Deleting the conversation</source>
        <translation>删除对话</translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation>导出对话</translation>
    </message>
    <message>
        <source>Exporting</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Exported to {where}.</source>
        <translation>已导出到 {where}。</translation>
    </message>
    <message>
        <source>the conversation</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>Saved “{title}” to {where}.</source>
        <translation>已将“{title}”保存到 {where}。</translation>
    </message>
    <message>
        <source>Nothing to do until the first message</source>
        <translation>发送第一条消息之前无可用操作</translation>
    </message>
    <message>
        <source>{name}:</source>
        <translation>{name}：</translation>
    </message>
    <message>
        <source>{name} (optional):</source>
        <translation>{name}（可选）：</translation>
    </message>
    <message>
        <source>Prompt “{name}”</source>
        <translation>提示词“{name}”</translation>
    </message>
    <message>
        <source>Attach a resource of {server}</source>
        <translation>附加 {server} 的资源</translation>
    </message>
    <message>
        <source>Start from a prompt of {server}</source>
        <translation>从 {server} 的提示词开始</translation>
    </message>
    <message>
        <source>{name} is too long for this agent&apos;s context window: only the start is sent.</source>
        <translation>{name} 超出此智能体的上下文窗口：只发送开头部分。</translation>
    </message>
    <message>
        <source>Reading {name}</source>
        <translation>读取 {name}</translation>
    </message>
    <message>
        <source>The prompt {name}</source>
        <translation>提示词 {name}</translation>
    </message>
    <message>
        <source>Too long for this agent&apos;s context window, so only the start is sent (the chip says how much): {names}</source>
        <translation>超出此智能体的上下文窗口，因此只发送开头部分（标签上注明了多少）：{names}</translation>
    </message>
    <message>
        <source>Attaching</source>
        <translation>附加</translation>
    </message>
    <message>
        <source>Attaching files</source>
        <translation>附加文件</translation>
    </message>
    <message>
        <source>An answer is still being written here; stop it or wait for it.</source>
        <translation>这里仍在写回复；请停止它或等待完成。</translation>
    </message>
    <message>
        <source>Sending</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>回复</translation>
    </message>
    <message>
        <source>The answer failed: {error}</source>
        <translation>回复失败：{error}</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>This agent</source>
        <translation>此智能体</translation>
    </message>
    <message>
        <source>{who} may now use “{tool}” without asking (Agents changes that).</source>
        <translation>{who}现在可以不经询问使用“{tool}”（可在“智能体”页更改）。</translation>
    </message>
    <message>
        <source>Noted: this answer was helpful.</source>
        <translation>已记录：此回复有帮助。</translation>
    </message>
    <message>
        <source>Noted: this answer was not helpful.</source>
        <translation>已记录：此回复没有帮助。</translation>
    </message>
    <message>
        <source>Rating the answer</source>
        <translation>评价回复</translation>
    </message>
    <message>
        <source>Wait for the answer (or stop it) before switching versions.</source>
        <translation>切换版本前请等待回复完成（或停止它）。</translation>
    </message>
    <message>
        <source>Switching versions</source>
        <translation>切换版本</translation>
    </message>
    <message>
        <source>Reading versions</source>
        <translation>读取版本</translation>
    </message>
</context>
<context>
    <name>ChatSettingsDialog</name>
    <message>
        <source>This chat&apos;s model and settings</source>
        <translation>此对话的模型和设置</translation>
    </message>
    <message>
        <source>Only this conversation; {agent} keeps its own settings (Agents changes those).</source>
        <translation>仅限此对话；{agent}保留自己的设置（可在“智能体”页更改）。</translation>
    </message>
    <message>
        <source>Model for this chat</source>
        <translation>此对话的模型</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <source>Temperature for this chat</source>
        <translation>此对话的温度</translation>
    </message>
    <message>
        <source>server default</source>
        <translation>服务器默认值</translation>
    </message>
    <message>
        <source>Agent&apos;s own ({value})</source>
        <translation>智能体自己的（{value}）</translation>
    </message>
    <message>
        <source>&amp;Temperature</source>
        <translation>温度(&amp;T)</translation>
    </message>
    <message>
        <source>Most tokens per answer in this chat</source>
        <translation>此对话中每条回复的最大 token 数</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source>Most tokens per answer; 0 leaves the limit to the server</source>
        <translation>每条回复的最大 token 数；0 表示由服务器决定</translation>
    </message>
    <message>
        <source>Max &amp;tokens</source>
        <translation>最大 token 数(&amp;T)</translation>
    </message>
    <message>
        <source>Use the agent&apos;s own</source>
        <translation>使用智能体自己的</translation>
    </message>
</context>
<context>
    <name>ChatWords</name>
    <message numerus="yes">
        <source>%Ln message(s)</source>
        <translation>
            <numerusform>%Ln 条消息</numerusform>
        </translation>
    </message>
    <message>
        <source>closed</source>
        <translation>已关闭</translation>
    </message>
    <message numerus="yes">
        <source>Earlier messages were left out: this conversation no longer fits the agent&apos;s context window ({tokens} tokens), so the answer sees only the last %n message(s).</source>
        <translation>
            <numerusform>较早的消息已被省略：此对话已超出智能体的上下文窗口（{tokens} 个 token），因此回复只能看到最后 %n 条消息。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Closed “{title}”; it is deleted %n day(s) after its last change.</source>
        <translation>
            <numerusform>已关闭“{title}”；它将在最后一次更改 %n 天后删除。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChipWords</name>
    <message numerus="yes">
        <source>cut to {sent} of %Ln character(s)</source>
        <translation>
            <numerusform>截取为 {sent} / %Ln 个字符</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln character(s)</source>
        <translation>
            <numerusform>%Ln 个字符</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <source>Message the agent…</source>
        <translation>给智能体发消息…</translation>
    </message>
    <message>
        <source>Editing your message — Enter resends it as a new version</source>
        <translation>正在编辑你的消息 — 按 Enter 作为新版本重新发送</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancel editing</source>
        <translation>取消编辑</translation>
    </message>
    <message>
        <source>Cancel editing (Escape)</source>
        <translation>取消编辑（Escape）</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>The agent that answers</source>
        <translation>负责回复的智能体</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>The model for this chat (the agent keeps its own)</source>
        <translation>此对话使用的模型（智能体保留自己的模型）</translation>
    </message>
    <message>
        <source>Enter to send · Shift+Enter for a new line</source>
        <translation>Enter 发送 · Shift+Enter 换行</translation>
    </message>
    <message>
        <source>Enter to send</source>
        <translation>Enter 发送</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>发送（Enter）</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop the answer (Escape); what was written so far is kept</source>
        <translation>停止回复（Escape）；已写出的内容会保留</translation>
    </message>
    <message>
        <source>Attach…</source>
        <translation>附加…</translation>
    </message>
    <message>
        <source>Attach files</source>
        <translation>附加文件</translation>
    </message>
    <message>
        <source>Attach text, Markdown, code or PDF files (or drop them here)</source>
        <translation>附加文本、Markdown、代码或 PDF 文件（或拖放到这里）</translation>
    </message>
    <message>
        <source>Resources and prompts from MCP servers</source>
        <translation>来自 MCP 服务器的资源和提示词</translation>
    </message>
    <message>
        <source>Attach a resource or start from a prompt of this agent&apos;s MCP servers</source>
        <translation>附加资源，或从此智能体的 MCP 服务器的提示词开始</translation>
    </message>
    <message>
        <source>Resend</source>
        <translation>重新发送</translation>
    </message>
</context>
<context>
    <name>ComposerEdit</name>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Enter sends, Shift+Enter starts a new line, Escape stops an answer or cancels an edit</source>
        <translation>Enter 发送，Shift+Enter 换行，Escape 停止回复或取消编辑</translation>
    </message>
</context>
<context>
    <name>ConversationDelegate</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Conversation title</source>
        <translation>对话标题</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <source>New chat</source>
        <translation>新聊天</translation>
    </message>
    <message>
        <source>Start a new conversation (Ctrl+N)</source>
        <translation>开始新对话（Ctrl+N）</translation>
    </message>
    <message>
        <source>Search conversations</source>
        <translation>搜索对话</translation>
    </message>
    <message>
        <source>Search chats  (Ctrl+K)</source>
        <translation>搜索聊天  (Ctrl+K)</translation>
    </message>
    <message>
        <source>Clear search</source>
        <translation>清除搜索</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>Enter opens, F2 renames, Delete deletes, the Menu key shows more</source>
        <translation>Enter 打开，F2 重命名，Delete 删除，菜单键显示更多</translation>
    </message>
    <message>
        <source>No conversations yet</source>
        <translation>还没有对话</translation>
    </message>
    <message>
        <source>No matching conversations</source>
        <translation>没有匹配的对话</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>导出为 Markdown…</translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation>导出为 JSON…</translation>
    </message>
    <message>
        <source>Close (read-only from now on)</source>
        <translation>关闭（此后只读）</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Conversation actions</source>
        <translation>对话操作</translation>
    </message>
</context>
<context>
    <name>CredentialsPage</name>
    <message>
        <source>CLI tools that run with encrypted credentials. Values are injected into the tool&apos;s own process only and replaced by [REDACTED:NAME] in what it prints.</source>
        <translation>使用加密凭据运行的命令行工具。这些值只注入工具自己的进程，在它打印的内容中替换为 [REDACTED:NAME]。</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>凭据</translation>
    </message>
    <message>
        <source>&amp;Add tool…</source>
        <translation>添加工具(&amp;A)…</translation>
    </message>
    <message>
        <source>Register a tool and its credentials (Ctrl+N)</source>
        <translation>登记工具及其凭据（Ctrl+N）</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>Change the selected tool (Enter)</source>
        <translation>修改所选工具（Enter）</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>删除(&amp;D)…</translation>
    </message>
    <message>
        <source>Delete the selected tool and every credential stored for it (Del)</source>
        <translation>删除所选工具及为其保存的所有凭据（Del）</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Load the tools again (F5)</source>
        <translation>重新加载工具（F5）</translation>
    </message>
    <message>
        <source>Credentials status</source>
        <translation>凭据状态</translation>
    </message>
    <message>
        <source>Loading tools</source>
        <translation>加载工具</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s) registered, {enabled} enabled.</source>
        <translation>
            <numerusform>已登记 %n 个工具，{enabled} 个已启用。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not load the tools; see the status bar.</source>
        <translation>无法加载工具；请查看状态栏。</translation>
    </message>
    <message>
        <source>Switching {name} on</source>
        <translation>启用 {name}</translation>
    </message>
    <message>
        <source>Switching {name} off</source>
        <translation>停用 {name}</translation>
    </message>
    <message>
        <source>Changing the tool</source>
        <translation>修改工具</translation>
    </message>
    <message>
        <source>Listing agents</source>
        <translation>列出智能体</translation>
    </message>
    <message>
        <source>Opening {name}</source>
        <translation>打开 {name}</translation>
    </message>
    <message>
        <source>Saved {tool}.</source>
        <translation>已保存 {tool}。</translation>
    </message>
    <message>
        <source>Delete {name} and every credential stored for it?</source>
        <translation>删除 {name} 及为其保存的所有凭据？</translation>
    </message>
    <message>
        <source>Its default credentials, your own and every agent&apos;s, and its grants are deleted with it. This cannot be undone.</source>
        <translation>它的默认凭据、你自己的和每个智能体的凭据以及授权都会随之删除。此操作无法撤销。</translation>
    </message>
    <message>
        <source>Deleting {name}</source>
        <translation>删除 {name}</translation>
    </message>
    <message>
        <source>Deleted {tool} and its credentials.</source>
        <translation>已删除 {tool} 及其凭据。</translation>
    </message>
</context>
<context>
    <name>DatabaseLockedDialog</name>
    <message>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
</context>
<context>
    <name>DenyRulesEditor</name>
    <message>
        <source>Deny patterns</source>
        <translation>拒绝规则</translation>
    </message>
    <message>
        <source>New deny pattern</source>
        <translation>新的拒绝规则</translation>
    </message>
    <message>
        <source>regex, e.g. auth\s+token</source>
        <translation>正则表达式，例如 auth\s+token</translation>
    </message>
    <message>
        <source>+  Add r&amp;ule</source>
        <translation>+  添加规则(&amp;U)</translation>
    </message>
    <message>
        <source>Add deny pattern</source>
        <translation>添加拒绝规则</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <source>Remove selected deny pattern</source>
        <translation>移除所选拒绝规则</translation>
    </message>
    <message>
        <source>Deny pattern problem</source>
        <translation>拒绝规则问题</translation>
    </message>
    <message>
        <source>Block &amp;verbose and debug flags (-v, --verbose, --debug, …)</source>
        <translation>阻止详细和调试参数(&amp;V)（-v、--verbose、--debug 等）</translation>
    </message>
    <message>
        <source>Block verbose and debug flags</source>
        <translation>阻止详细和调试参数</translation>
    </message>
    <message>
        <source>Verbose modes of many tools print the very headers and tokens that are injected.</source>
        <translation>许多工具的详细模式会打印出注入的请求头和令牌。</translation>
    </message>
    <message>
        <source>&amp;Would this be denied?</source>
        <translation>这会被拒绝吗(&amp;W)？</translation>
    </message>
    <message>
        <source>Arguments to test against the deny rules</source>
        <translation>用来测试拒绝规则的参数</translation>
    </message>
    <message>
        <source>arguments, e.g. auth token --show</source>
        <translation>参数，例如 auth token --show</translation>
    </message>
    <message>
        <source>Clear the test arguments</source>
        <translation>清除测试参数</translation>
    </message>
    <message>
        <source>Deny rule verdict</source>
        <translation>拒绝规则的判定</translation>
    </message>
    <message>
        <source>An empty pattern would match everything; type a regular expression.</source>
        <translation>空规则会匹配一切；请输入正则表达式。</translation>
    </message>
    <message>
        <source>{pattern} is not a valid regular expression ({error}).</source>
        <translation>{pattern} 不是有效的正则表达式（{error}）。</translation>
    </message>
    <message>
        <source>{pattern} is already in the list.</source>
        <translation>{pattern} 已在列表中。</translation>
    </message>
    <message numerus="yes">
        <source>Type arguments to check them against %n rule(s).</source>
        <translation>
            <numerusform>输入参数，用 %n 条规则检查。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DenyWords</name>
    <message>
        <source>Allowed: no rule matches these arguments.</source>
        <translation>允许：没有规则匹配这些参数。</translation>
    </message>
    <message>
        <source>The arguments have an unclosed quote; close it or remove it.</source>
        <translation>参数中有未闭合的引号；请闭合或删除它。</translation>
    </message>
    <message>
        <source>Denied: the arguments in {rule} cannot be checked (unreadable or too large)</source>
        <translation>已拒绝：无法检查 {rule} 中的参数（无法读取或过大）</translation>
    </message>
    <message>
        <source>Denied by the rule  {rule}</source>
        <translation>被规则拒绝：  {rule}</translation>
    </message>
    <message>
        <source>Denied by the verbose-flag rule  {rule}  (verbose output can print credentials)</source>
        <translation>被详细参数规则拒绝：  {rule}  （详细输出可能打印出凭据）</translation>
    </message>
    <message>
        <source>The arguments in {rule} cannot be checked against its deny rules (unreadable or too large); pass them directly.</source>
        <translation>无法按拒绝规则检查 {rule} 中的参数（无法读取或过大）；请直接传入这些参数。</translation>
    </message>
    <message>
        <source>These arguments turn on verbose output, which can print credentials (rule “{rule}”).</source>
        <translation>这些参数会开启详细输出，可能打印出凭据（规则“{rule}”）。</translation>
    </message>
    <message>
        <source>Its deny rule “{rule}” matches these arguments; change them, or the rule (Edit…).</source>
        <translation>它的拒绝规则“{rule}”匹配这些参数；请修改参数或规则（编辑…）。</translation>
    </message>
    <message>
        <source>Blocked: {tool} was not run. {why}</source>
        <translation>已阻止：未运行 {tool}。{why}</translation>
    </message>
</context>
<context>
    <name>DesktopIntegration</name>
    <message>
        <source>The answer is ready.</source>
        <translation>回答已就绪。</translation>
    </message>
    <message>
        <source>The answer was stopped.</source>
        <translation>回答已停止。</translation>
    </message>
    <message>
        <source>The answer failed; open the chat to see why.</source>
        <translation>回答失败；打开聊天查看原因。</translation>
    </message>
    <message>
        <source>The promotion to PostgreSQL failed; open the Promote page to see why.</source>
        <translation>迁移到 PostgreSQL 失败；打开“迁移”页面查看原因。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) copied and verified.</source>
        <translation>
            <numerusform>已复制并核对 %Ln 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>The promotion to PostgreSQL finished.</source>
        <translation>迁移到 PostgreSQL 已完成。</translation>
    </message>
    <message>
        <source>The agent finished.</source>
        <translation>智能体已完成。</translation>
    </message>
    <message>
        <source>The job %1 finished.</source>
        <translation>任务 %1 已完成。</translation>
    </message>
    <message>
        <source>The job %1 was skipped: its time passed while the computer was off.</source>
        <translation>任务 %1 已跳过：电脑关机期间错过了执行时间。</translation>
    </message>
    <message>
        <source>The job %1 failed; open Jobs to see why.</source>
        <translation>任务 %1 失败；打开“任务”查看原因。</translation>
    </message>
</context>
<context>
    <name>DiagnosticsBox</name>
    <message>
        <source>Rows per table</source>
        <translation>各表行数</translation>
    </message>
    <message>
        <source>Rows per table of the database, for a bug report or a check after an import.</source>
        <translation>数据库各表的行数，用于报告问题或导入后核对。</translation>
    </message>
    <message>
        <source>Count rows</source>
        <translation>统计行数</translation>
    </message>
    <message>
        <source>Count rows per table</source>
        <translation>统计每个表的行数</translation>
    </message>
    <message>
        <source>Count the rows of every table</source>
        <translation>统计所有表的行数</translation>
    </message>
    <message>
        <source>Row counts per table</source>
        <translation>每个表的行数</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>Counting rows…</source>
        <translation>正在统计行数…</translation>
    </message>
    <message>
        <source>Counting rows</source>
        <translation>统计行数</translation>
    </message>
    <message>
        <source>{tables}, {rows} in total.</source>
        <translation>{tables}，共 {rows}。</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n 个表</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not count the rows; see the status bar.</source>
        <translation>无法统计行数；请查看状态栏。</translation>
    </message>
</context>
<context>
    <name>DonePage</name>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Creating the provider and the agent…</source>
        <translation>正在创建提供方和智能体…</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Your GoClaw Lite providers and agents came over; chat with them right away.</source>
        <translation>你在 GoClaw Lite 中的提供方和智能体已迁移过来，现在就可以聊天。</translation>
    </message>
    <message>
        <source>Press Finish to start chatting.</source>
        <translation>点“完成”开始聊天。</translation>
    </message>
    <message>
        <source>Go back to change it, or Cancel to skip.</source>
        <translation>返回修改，或点“取消”跳过。</translation>
    </message>
    <message>
        <source>No model server was set up; the Chat page will offer one when you open it.</source>
        <translation>未设置模型服务器；打开“聊天”页面时会提示你设置。</translation>
    </message>
    <message>
        <source>Provider {server} ({address}).</source>
        <translation>提供方 {server}（{address}）。</translation>
    </message>
    <message>
        <source> It is your default agent.</source>
        <translation>它是你的默认智能体。</translation>
    </message>
    <message>
        <source>Agent {agent} chats with {model}.</source>
        <translation>智能体 {agent} 使用 {model} 聊天。</translation>
    </message>
</context>
<context>
    <name>DuplicatesPanel</name>
    <message>
        <source>No likely duplicates are waiting for review.</source>
        <translation>没有待审核的可能重复项。</translation>
    </message>
    <message>
        <source>Likely duplicates</source>
        <translation>可能的重复项</translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation>相似度</translation>
    </message>
    <message>
        <source>Bold values differ.</source>
        <translation>粗体的值不同。</translation>
    </message>
    <message>
        <source>&amp;Keep both</source>
        <translation>都保留(&amp;K)</translation>
    </message>
    <message>
        <source>Keep both</source>
        <translation>都保留</translation>
    </message>
    <message>
        <source>They are different things: never propose this pair again</source>
        <translation>它们是不同的事物：不再提议这一对</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>合并(&amp;M)</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>合并</translation>
    </message>
    <message>
        <source>Fold the other entity, its names and relations into the one marked Keep</source>
        <translation>将另一个实体及其名称和关系并入标记为保留的实体</translation>
    </message>
    <message>
        <source>{a} and {b} are {percent} similar</source>
        <translation>{a} 与 {b} 的相似度为 {percent}</translation>
    </message>
    <message>
        <source>{a} and {b}, {percent} similar</source>
        <translation>{a} 与 {b}，相似度 {percent}</translation>
    </message>
    <message>
        <source>{percent} similar · names {names}</source>
        <translation>相似度 {percent} · 名称 {names}</translation>
    </message>
    <message>
        <source>{percent} similar</source>
        <translation>相似度 {percent}</translation>
    </message>
    <message>
        <source>&amp;Merge into “{name}”</source>
        <translation>合并到“{name}”(&amp;M)</translation>
    </message>
</context>
<context>
    <name>Durations</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
</context>
<context>
    <name>EmptyGraph</name>
    <message>
        <source>&amp;Import a graph file…</source>
        <translation>导入图谱文件(&amp;I)…</translation>
    </message>
    <message>
        <source>Open &amp;Chat</source>
        <translation>打开聊天(&amp;C)</translation>
    </message>
    <message>
        <source>Create an a&amp;gent…</source>
        <translation>创建智能体(&amp;G)…</translation>
    </message>
    <message>
        <source>No agent yet</source>
        <translation>还没有智能体</translation>
    </message>
    <message>
        <source>Each agent keeps its own knowledge graph. Create an agent on the Agents page; what it learns in chats shows up here.</source>
        <translation>每个智能体都有自己的知识图谱。请在“智能体”页面创建一个智能体；它在聊天中学到的内容会显示在这里。</translation>
    </message>
    <message>
        <source>Nothing known at that moment</source>
        <translation>该时刻没有任何知识</translation>
    </message>
    <message>
        <source>This agent&apos;s knowledge graph was empty then. Untick “As of” to see it now.</source>
        <translation>此智能体的知识图谱当时为空。取消勾选“截至”以查看现在的状态。</translation>
    </message>
    <message>
        <source>This knowledge graph is empty</source>
        <translation>此知识图谱为空</translation>
    </message>
    <message>
        <source>Your agent adds what it learns as you chat with it. You can also import a knowledge graph file (JSON), such as one exported from another agent or another computer.</source>
        <translation>智能体会在你与它聊天时添加它学到的内容。你也可以导入知识图谱文件 (JSON)，例如从另一个智能体或另一台电脑导出的文件。</translation>
    </message>
</context>
<context>
    <name>EmptyState</name>
    <message>
        <source>No tools registered yet</source>
        <translation>尚未登记任何工具</translation>
    </message>
    <message>
        <source>Add a command-line tool such as gh, aws or kubectl with the variables it reads its credentials from. Agents can then run it without ever seeing a value.</source>
        <translation>添加一个命令行工具（如 gh、aws 或 kubectl），以及它读取凭据所用的变量。之后智能体无需看到任何值就能运行它。</translation>
    </message>
    <message>
        <source>Add a &amp;tool…</source>
        <translation>添加工具(&amp;T)…</translation>
    </message>
    <message>
        <source>Add your first tool</source>
        <translation>添加你的第一个工具</translation>
    </message>
    <message>
        <source>Register a tool and its credentials</source>
        <translation>登记工具及其凭据</translation>
    </message>
</context>
<context>
    <name>EntityCard</name>
    <message>
        <source>Relations</source>
        <translation>关系</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>置信度</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>别名</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>Last update</source>
        <translation>最后更新</translation>
    </message>
    <message>
        <source>Keep this one</source>
        <translation>保留此实体</translation>
    </message>
    <message>
        <source>Keep “{name}”</source>
        <translation>保留“{name}”</translation>
    </message>
    <message>
        <source>Keep {name}</source>
        <translation>保留{name}</translation>
    </message>
</context>
<context>
    <name>EntityDetailPanel</name>
    <message>
        <source>Select an entity to see its details.</source>
        <translation>选择一个实体以查看其详细信息。</translation>
    </message>
    <message>
        <source>Entity details</source>
        <translation>实体详细信息</translation>
    </message>
    <message>
        <source>Entity name</source>
        <translation>实体名称</translation>
    </message>
    <message>
        <source>Entity type</source>
        <translation>实体类型</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>Edit entity</source>
        <translation>编辑实体</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>删除(&amp;D)…</translation>
    </message>
    <message>
        <source>Delete entity</source>
        <translation>删除实体</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>置信度</translation>
    </message>
    <message>
        <source>Validity</source>
        <translation>有效期</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>别名</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>更新时间</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>有效期</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Outgoing</source>
        <translation>出向</translation>
    </message>
    <message>
        <source>Outgoing relations</source>
        <translation>出向关系</translation>
    </message>
    <message>
        <source>Incoming</source>
        <translation>入向</translation>
    </message>
    <message>
        <source>Incoming relations</source>
        <translation>入向关系</translation>
    </message>
    <message>
        <source>Click or press Enter to open the entity at the other end</source>
        <translation>单击或按 Enter 打开另一端的实体</translation>
    </message>
    <message>
        <source>No description.</source>
        <translation>无描述。</translation>
    </message>
    <message>
        <source>Properties ({count})</source>
        <translation>属性（{count}）</translation>
    </message>
    <message>
        <source>Properties: none</source>
        <translation>属性：无</translation>
    </message>
    <message>
        <source>{text}. Opens {name}</source>
        <translation>{text}。打开{name}</translation>
    </message>
    <message>
        <source>Open {name} (confidence {confidence})</source>
        <translation>打开{name}（置信度 {confidence}）</translation>
    </message>
    <message>
        <source>Outgoing ({count})</source>
        <translation>出向关系（{count}）</translation>
    </message>
    <message>
        <source>Outgoing: none</source>
        <translation>出向关系：无</translation>
    </message>
    <message>
        <source>Incoming ({count})</source>
        <translation>入向关系（{count}）</translation>
    </message>
    <message>
        <source>Incoming: none</source>
        <translation>入向关系：无</translation>
    </message>
    <message>
        <source>Change this entity (F2)</source>
        <translation>修改此实体（F2）</translation>
    </message>
    <message>
        <source>Delete this entity and its relations (Del); Undo brings them back</source>
        <translation>删除此实体及其关系（Del）；撤销可恢复</translation>
    </message>
</context>
<context>
    <name>EntityEditDialog</name>
    <message>
        <source>Edit {name}</source>
        <translation>编辑{name}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>类型(&amp;T)</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>描述(&amp;D)</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>别名</translation>
    </message>
    <message>
        <source>Other names, separated by commas</source>
        <translation>其他名称，用逗号分隔</translation>
    </message>
    <message>
        <source>&amp;Aliases</source>
        <translation>别名(&amp;A)</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>置信度</translation>
    </message>
    <message>
        <source>&amp;Confidence</source>
        <translation>置信度(&amp;C)</translation>
    </message>
    <message>
        <source>Valid from</source>
        <translation>生效时间</translation>
    </message>
    <message>
        <source>Valid &amp;from</source>
        <translation>生效时间(&amp;F)</translation>
    </message>
    <message>
        <source>Ends</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Validity ends</source>
        <translation>有效期结束</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>失效时间</translation>
    </message>
    <message>
        <source>Valid &amp;until</source>
        <translation>失效时间(&amp;U)</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Add property</source>
        <translation>添加属性</translation>
    </message>
    <message>
        <source>Remove property</source>
        <translation>删除属性</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Save entity</source>
        <translation>保存实体</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The property in row {row} has a value but no key.</source>
        <translation>第 {row} 行的属性有值但没有键。</translation>
    </message>
    <message>
        <source>The property “{key}” appears twice.</source>
        <translation>属性“{key}”出现了两次。</translation>
    </message>
    <message>
        <source>The property “{key}” held JSON ({kind}); “{text}” is not valid JSON.</source>
        <translation>属性“{key}”原为 JSON（{kind}）；“{text}”不是有效的 JSON。</translation>
    </message>
</context>
<context>
    <name>EntityListPanel</name>
    <message>
        <source>Search entities…</source>
        <translation>搜索实体…</translation>
    </message>
    <message>
        <source>Search entities</source>
        <translation>搜索实体</translation>
    </message>
    <message>
        <source>Names, types, descriptions and aliases, any case (Ctrl+F)</source>
        <translation>名称、类型、描述和别名，不区分大小写（Ctrl+F）</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>清除搜索</translation>
    </message>
    <message>
        <source>Entity type filter</source>
        <translation>实体类型筛选</translation>
    </message>
    <message>
        <source>Show only entities of one type</source>
        <translation>只显示一种类型的实体</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>所有类型</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>实体</translation>
    </message>
    <message>
        <source>Entity count</source>
        <translation>实体数量</translation>
    </message>
    <message>
        <source>All types  ({count})</source>
        <translation>所有类型（{count}）</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es) loaded; scroll for more</source>
        <translation>
            <numerusform>已加载 %Ln 个匹配项；滚动以查看更多</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es)</source>
        <translation>
            <numerusform>%Ln 个匹配项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{loaded} of %Ln entity(ies) loaded; scroll for more</source>
        <translation>
            <numerusform>已加载 {loaded} / %Ln 个实体；滚动以查看更多</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(ies)</source>
        <translation>
            <numerusform>%Ln 个实体</numerusform>
        </translation>
    </message>
    <message>
        <source>Sort entities</source>
        <translation>排序实体</translation>
    </message>
    <message>
        <source>Sort by the column headers, or with the most relations first</source>
        <translation>按列标题排序，或关系最多的排在前面</translation>
    </message>
    <message>
        <source>By column</source>
        <translation>按列</translation>
    </message>
    <message>
        <source>Most connected</source>
        <translation>连接最多</translation>
    </message>
</context>
<context>
    <name>EntityTableModel</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Conf.</source>
        <translation>置信度</translation>
    </message>
    <message>
        <source>Loading entities</source>
        <translation>正在加载实体</translation>
    </message>
</context>
<context>
    <name>ErrorPanel</name>
    <message>
        <source>Wrong user name or password</source>
        <translation>用户名或密码错误</translation>
    </message>
    <message>
        <source>The server cannot be reached</source>
        <translation>无法连接到服务器</translation>
    </message>
    <message>
        <source>Missing privileges</source>
        <translation>缺少权限</translation>
    </message>
    <message>
        <source>No such database</source>
        <translation>没有这个数据库</translation>
    </message>
    <message>
        <source>No such user</source>
        <translation>没有这个用户</translation>
    </message>
    <message>
        <source>The server refuses this connection</source>
        <translation>服务器拒绝了此连接</translation>
    </message>
    <message>
        <source>The server is busy</source>
        <translation>服务器正忙</translation>
    </message>
    <message>
        <source>Cannot connect</source>
        <translation>无法连接</translation>
    </message>
    <message>
        <source>This database belongs to another install</source>
        <translation>此数据库属于另一个安装</translation>
    </message>
    <message>
        <source>The copy differs from the source</source>
        <translation>副本与源不一致</translation>
    </message>
    <message>
        <source>The server&apos;s disk is full</source>
        <translation>服务器磁盘已满</translation>
    </message>
    <message>
        <source>Promotion failed</source>
        <translation>迁移失败</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>意外错误</translation>
    </message>
</context>
<context>
    <name>ErrorWords</name>
    <message>
        <source>The encryption key in the environment variable {where} (fingerprint {fingerprint}) does not open this database. Nothing was read or written; provide the key it was created with.</source>
        <translation>环境变量 {where} 中的加密密钥（指纹 {fingerprint}）无法打开此数据库。未读取或写入任何内容；请提供创建它时使用的密钥。</translation>
    </message>
    <message>
        <source>The encryption key in the file {where} (fingerprint {fingerprint}) does not open this database. Nothing was read or written; provide the key it was created with.</source>
        <translation>文件 {where} 中的加密密钥（指纹 {fingerprint}）无法打开此数据库。未读取或写入任何内容；请提供创建它时使用的密钥。</translation>
    </message>
    <message>
        <source>The encryption key in the OS keyring (fingerprint {fingerprint}) does not open this database. Nothing was read or written; provide the key it was created with.</source>
        <translation>系统密钥环中的加密密钥（指纹 {fingerprint}）无法打开此数据库。未读取或写入任何内容；请提供创建它时使用的密钥。</translation>
    </message>
    <message>
        <source>That key (fingerprint {fingerprint}) does not open this database; nothing was stored.</source>
        <translation>该密钥（指纹 {fingerprint}）无法打开此数据库；未保存任何内容。</translation>
    </message>
    <message>
        <source>{source} was sealed under another encryption key; nothing was changed. Restore it from the command line with its key (`db restore FILE --key-file KEY`).</source>
        <translation>{source} 是用另一个加密密钥加密的；未做任何更改。请在命令行中用它的密钥恢复（`db restore FILE --key-file KEY`）。</translation>
    </message>
    <message>
        <source>The key in {key_file} does not open {source} either; nothing was changed.</source>
        <translation>{key_file} 中的密钥也无法打开 {source}；未做任何更改。</translation>
    </message>
    <message>
        <source>{path} is not a SQLite database; it was left untouched. Move it away, or set GOCLAW_HOME to another folder.</source>
        <translation>{path} 不是 SQLite 数据库；它未被改动。请将它移走，或将 GOCLAW_HOME 设为其他文件夹。</translation>
    </message>
    <message>
        <source>{path} is not a GoClaw Lite database; it was left untouched.</source>
        <translation>{path} 不是 GoClaw Lite 数据库；它未被改动。</translation>
    </message>
    <message>
        <source>{source} holds no GoClaw Lite database (it is empty); nothing was changed.</source>
        <translation>{source} 中没有 GoClaw Lite 数据库（它是空的）；未做任何更改。</translation>
    </message>
    <message>
        <source>{path} is damaged: it failed its integrity check ({problem}). It was left untouched; restore a backup, or move the file away to start fresh.</source>
        <translation>{path} 已损坏：未通过完整性检查（{problem}）。它未被改动；请恢复备份，或将文件移走以重新开始。</translation>
    </message>
    <message>
        <source>{path} is damaged: SQLite cannot read it ({problem}). It was left untouched; restore a backup, or move the file away to start fresh.</source>
        <translation>{path} 已损坏：SQLite 无法读取（{problem}）。它未被改动；请恢复备份，或将文件移走以重新开始。</translation>
    </message>
    <message>
        <source>{source} is damaged ({problem}); it was not restored and nothing was changed.</source>
        <translation>{source} 已损坏（{problem}）；未恢复，也未做任何更改。</translation>
    </message>
    <message>
        <source>{path} is at schema version {version}, newer than this GoClaw Lite ({app_version}, schema {supported}). Upgrade GoClaw Lite; the database was left untouched.</source>
        <translation>{path} 的架构版本为 {version}，比此 GoClaw Lite（{app_version}，架构 {supported}）更新。请升级 GoClaw Lite；数据库未被改动。</translation>
    </message>
    <message>
        <source>{path} is at schema version {version}; this GoClaw Lite upgrades from version {oldest} onward. The database was left untouched.</source>
        <translation>{path} 的架构版本为 {version}；此 GoClaw Lite 只能从版本 {oldest} 起升级。数据库未被改动。</translation>
    </message>
    <message>
        <source>Cannot connect to the model server at {address}: is it running, and is its address right?</source>
        <translation>无法连接到位于 {address} 的模型服务器：它是否在运行，地址是否正确？</translation>
    </message>
    <message>
        <source>The model server did not answer in time.</source>
        <translation>模型服务器未及时响应。</translation>
    </message>
    <message>
        <source>The model server refused the API key; check the key in its settings.</source>
        <translation>模型服务器拒绝了 API 密钥；请在它的设置中检查密钥。</translation>
    </message>
    <message>
        <source>The model server has no model {model}.</source>
        <translation>模型服务器没有模型 {model}。</translation>
    </message>
    <message>
        <source>{name} is not a usable zip file; nothing was installed.</source>
        <translation>{name} 不是可用的 zip 文件；未安装任何内容。</translation>
    </message>
    <message>
        <source>{name} is neither a skill folder nor a .zip file.</source>
        <translation>{name} 既不是技能文件夹，也不是 .zip 文件。</translation>
    </message>
    <message>
        <source>{name} has no SKILL.md at its top (or in its one top folder); nothing was installed.</source>
        <translation>{name} 的顶层（或其唯一的顶层文件夹）中没有 SKILL.md；未安装任何内容。</translation>
    </message>
    <message>
        <source>{path} does not exist.</source>
        <translation>{path} 不存在。</translation>
    </message>
    <message>
        <source>Gave up after too many attempts to open the database.</source>
        <translation>尝试打开数据库的次数过多，已放弃。</translation>
    </message>
</context>
<context>
    <name>EvolutionPageWidget</name>
    <message>
        <source>How each agent&apos;s tools, memory and routes did in the last 30 days, and what could be improved. Approving a suggestion applies it to the agent.</source>
        <translation>每个智能体的工具、记忆和模型路由在过去 30 天的表现，以及可以改进的地方。批准一条建议即会将其应用到该智能体。</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>What</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>How often</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>How well</source>
        <translation>效果</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>细节</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Suggestion</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Evolution</source>
        <translation>进化</translation>
    </message>
    <message>
        <source>Metrics per agent</source>
        <translation>各智能体的度量</translation>
    </message>
    <message>
        <source>Suggestions</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Details of the selected suggestion</source>
        <translation>所选建议的详情</translation>
    </message>
    <message>
        <source>Select a suggestion to see why it was made and what approving it changes.</source>
        <translation>选择一条建议，查看它的由来以及批准后会改变什么。</translation>
    </message>
    <message>
        <source>Nothing measured yet. As agents chat, GoClaw Lite counts how their tools, memory and model servers do; suggestions to improve them are made from these counts.</source>
        <translation>尚无度量数据。智能体聊天时，GoClaw Lite 会统计它们的工具、记忆和模型服务器的表现；改进建议即根据这些统计生成。</translation>
    </message>
    <message>
        <source>Open Chat</source>
        <translation>打开聊天</translation>
    </message>
    <message>
        <source>Evolution status</source>
        <translation>进化状态</translation>
    </message>
    <message>
        <source>&lt;b&gt;Metrics&lt;/b&gt; (last 30 days)</source>
        <translation>&lt;b&gt;度量&lt;/b&gt;（过去 30 天）</translation>
    </message>
    <message>
        <source>Make suggestions now</source>
        <translation>立即生成建议</translation>
    </message>
    <message>
        <source>Look at the metrics and add any new suggestion</source>
        <translation>查看度量并添加新的建议</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Refresh evolution</source>
        <translation>刷新进化页面</translation>
    </message>
    <message>
        <source>Load the metrics and suggestions again</source>
        <translation>重新加载度量和建议</translation>
    </message>
    <message>
        <source>&lt;b&gt;Suggestions&lt;/b&gt; showing</source>
        <translation>&lt;b&gt;建议&lt;/b&gt;显示</translation>
    </message>
    <message>
        <source>Show suggestions with status</source>
        <translation>按状态显示建议</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>批准</translation>
    </message>
    <message>
        <source>Approve the selected suggestion</source>
        <translation>批准所选建议</translation>
    </message>
    <message>
        <source>Approve it; an automatic suggestion is applied to its agent at once</source>
        <translation>批准后，自动建议会立即应用到其智能体</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Reject the selected suggestion</source>
        <translation>拒绝所选建议</translation>
    </message>
    <message>
        <source>Reject it; it will not be suggested again</source>
        <translation>拒绝后不会再次建议</translation>
    </message>
    <message>
        <source>Loading the evolution page</source>
        <translation>加载进化页面</translation>
    </message>
    <message>
        <source>a deleted agent</source>
        <translation>已删除的智能体</translation>
    </message>
    <message numerus="yes">
        <source>%n suggestion(s) shown, {pending} waiting for review.</source>
        <translation>
            <numerusform>显示 %n 条建议，{pending} 条待审核。</numerusform>
        </translation>
    </message>
    <message>
        <source>No suggestions to show. “Make suggestions now” looks at the metrics for any.</source>
        <translation>没有可显示的建议。“立即生成建议”会根据度量查找。</translation>
    </message>
    <message>
        <source>{what} failed; see the status bar.</source>
        <translation>{what}失败；请查看状态栏。</translation>
    </message>
    <message>
        <source>No new suggestions: nothing in the metrics calls for one.</source>
        <translation>没有新建议：度量中没有需要改进之处。</translation>
    </message>
    <message numerus="yes">
        <source>%n new suggestion(s).</source>
        <translation>
            <numerusform>%n 条新建议。</numerusform>
        </translation>
    </message>
    <message>
        <source>Making suggestions</source>
        <translation>生成建议</translation>
    </message>
    <message>
        <source>Approving the suggestion</source>
        <translation>批准建议</translation>
    </message>
    <message>
        <source>Rejecting the suggestion</source>
        <translation>拒绝建议</translation>
    </message>
    <message>
        <source>Suggestion {status}: {suggestion}</source>
        <translation>建议已{status}：{suggestion}</translation>
    </message>
</context>
<context>
    <name>EvolutionWords</name>
    <message>
        <source>Pending</source>
        <translation>待审核</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>已批准</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>已应用</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message numerus="yes">
        <source>%Ln call(s)</source>
        <translation>
            <numerusform>%Ln 次调用</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}% succeeded</source>
        <translation>{percent}% 成功</translation>
    </message>
    <message>
        <source>{ms} ms on average</source>
        <translation>平均 {ms} 毫秒</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message numerus="yes">
        <source>%Ln search(es)</source>
        <translation>
            <numerusform>%Ln 次搜索</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}% used</source>
        <translation>{percent}% 被使用</translation>
    </message>
    <message>
        <source>relevance {score}</source>
        <translation>相关度 {score}</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>反馈</translation>
    </message>
    <message>
        <source>Helpful / not helpful</source>
        <translation>有帮助 / 没帮助</translation>
    </message>
    <message numerus="yes">
        <source>%Ln rating(s)</source>
        <translation>
            <numerusform>%Ln 次评价</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}% helpful</source>
        <translation>{percent}% 有帮助</translation>
    </message>
    <message>
        <source>{up} helpful, {down} not</source>
        <translation>{up} 有帮助，{down} 没帮助</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>{model} on {server}</source>
        <translation>{server} 上的 {model}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln answer(s)</source>
        <translation>
            <numerusform>%Ln 次回答</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}% of answers</source>
        <translation>占回答的 {percent}%</translation>
    </message>
    <message>
        <source>Nothing measured yet</source>
        <translation>尚无度量</translation>
    </message>
    <message>
        <source>Why: {rationale}</source>
        <translation>原因：{rationale}</translation>
    </message>
    <message>
        <source>Status: {status}</source>
        <translation>状态：{status}</translation>
    </message>
    <message>
        <source>Reviewed by {who} at {when}</source>
        <translation>由 {who} 于 {when} 审核</translation>
    </message>
    <message>
        <source>What applying changed:</source>
        <translation>应用后改变了：</translation>
    </message>
    <message>
        <source>Advice only: nothing was changed automatically.</source>
        <translation>仅为建议：没有自动更改任何内容。</translation>
    </message>
    <message>
        <source>nothing set</source>
        <translation>未设置</translation>
    </message>
</context>
<context>
    <name>FilesTab</name>
    <message>
        <source>Files status</source>
        <translation>文件状态</translation>
    </message>
    <message>
        <source>&amp;Put it back</source>
        <translation>放回(&amp;P)</translation>
    </message>
    <message>
        <source>Put the removed file back</source>
        <translation>放回已删除的文件</translation>
    </message>
    <message>
        <source>Revert fil&amp;e</source>
        <translation>还原文件(&amp;E)</translation>
    </message>
    <message>
        <source>Forget the file&apos;s changes</source>
        <translation>放弃文件的更改</translation>
    </message>
    <message>
        <source>S&amp;ave file</source>
        <translation>保存文件(&amp;A)</translation>
    </message>
    <message>
        <source>Save this file</source>
        <translation>保存此文件</translation>
    </message>
    <message>
        <source>Agent files, in prompt order</source>
        <translation>智能体文件（按提示词中的顺序）</translation>
    </message>
    <message>
        <source>New file name</source>
        <translation>新文件名</translation>
    </message>
    <message>
        <source>NOTES.md</source>
        <translation>NOTES.md</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add a file with this name</source>
        <translation>添加此名称的文件</translation>
    </message>
    <message>
        <source>Rem&amp;ove file</source>
        <translation>删除文件(&amp;O)</translation>
    </message>
    <message>
        <source>Remove the selected file</source>
        <translation>删除所选文件</translation>
    </message>
    <message>
        <source>File text (Markdown)</source>
        <translation>文件正文（Markdown）</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>The file, rendered.</source>
        <translation>渲染后的文件。</translation>
    </message>
    <message>
        <source>Save the agent first; then give it files such as SOUL.md here.</source>
        <translation>请先保存智能体；然后在这里给它添加文件，例如 SOUL.md。</translation>
    </message>
    <message>
        <source>Loading the agent&apos;s files</source>
        <translation>加载智能体的文件</translation>
    </message>
    <message>
        <source>These files go into the agent&apos;s system prompt in this order: SOUL.md, IDENTITY.md, AGENTS.md, TOOLS.md, USER.md, then the others by name. Together they may take %1 characters (set by the context window).</source>
        <translation>这些文件按以下顺序放入智能体的系统提示词：SOUL.md、IDENTITY.md、AGENTS.md、TOOLS.md、USER.md，然后其他文件按名称排列。它们总共最多占 %1 个字符（由上下文窗口决定）。</translation>
    </message>
    <message>
        <source>%1 (empty)</source>
        <translation>%1（空）</translation>
    </message>
    <message>
        <source>· yours</source>
        <translation>· 你的</translation>
    </message>
    <message>
        <source>⚠ left out</source>
        <translation>⚠ 被排除</translation>
    </message>
    <message>
        <source>⚠ cut</source>
        <translation>⚠ 被截断</translation>
    </message>
    <message>
        <source>Save or revert %1 first.</source>
        <translation>请先保存或还原 %1。</translation>
    </message>
    <message>
        <source>%1 is empty: write it and press Save file.</source>
        <translation>%1 是空的：写好后点“保存文件”。</translation>
    </message>
    <message>
        <source>Your own copy of %1 for this agent; it overrides the agent&apos;s file.</source>
        <translation>你为此智能体准备的 %1 副本；它会覆盖智能体的文件。</translation>
    </message>
    <message>
        <source>Your own file for this agent.</source>
        <translation>你为此智能体准备的文件。</translation>
    </message>
    <message>
        <source>The agent&apos;s %1.</source>
        <translation>智能体的 %1。</translation>
    </message>
    <message>
        <source>⚠ %1 is left out of the prompt: the files before it fill the budget. Shorten them, or raise the context window.</source>
        <translation>⚠ %1 未放入提示词：前面的文件已占满额度。请缩短它们，或增大上下文窗口。</translation>
    </message>
    <message>
        <source>⚠ %1 is cut: the model sees only the first %2 of its %3 characters. Shorten it, or raise the context window.</source>
        <translation>⚠ %1 被截断：模型只能看到它 %3 个字符中的前 %2 个。请缩短它，或增大上下文窗口。</translation>
    </message>
    <message>
        <source>Write %1, then press Save file.</source>
        <translation>写好 %1 后点“保存文件”。</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation>保存 %1</translation>
    </message>
    <message>
        <source>Removing %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>已删除 %1。</translation>
    </message>
    <message>
        <source>Put %1 back.</source>
        <translation>已放回 %1。</translation>
    </message>
    <message>
        <source>Putting %1 back</source>
        <translation>放回 %1</translation>
    </message>
</context>
<context>
    <name>FilterMenu</name>
    <message>
        <source>Filter</source>
        <translation>筛选</translation>
    </message>
    <message>
        <source>Leave out entity types, relation types or low-confidence entities and relations</source>
        <translation>排除某些实体类型、关系类型或低置信度的实体和关系</translation>
    </message>
    <message>
        <source>Filter ●</source>
        <translation>筛选 ●</translation>
    </message>
    <message>
        <source>Entity types</source>
        <translation>实体类型</translation>
    </message>
    <message>
        <source>Relation types</source>
        <translation>关系类型</translation>
    </message>
    <message>
        <source>Confidence at least</source>
        <translation>置信度至少</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>显示全部</translation>
    </message>
</context>
<context>
    <name>FirstRunView</name>
    <message>
        <source>Connect a model server</source>
        <translation>连接模型服务器</translation>
    </message>
    <message>
        <source>GoClaw Lite chats through a model server. It looks for one running on this computer (Ollama, LM Studio or llama.cpp); you can also enter the address of any OpenAI-compatible server.</source>
        <translation>GoClaw Lite 通过模型服务器聊天。它会查找在这台计算机上运行的服务器（Ollama、LM Studio 或 llama.cpp）；你也可以输入任何兼容 OpenAI 的服务器地址。</translation>
    </message>
    <message>
        <source>Looking for servers on this computer…</source>
        <translation>正在查找这台计算机上的服务器…</translation>
    </message>
    <message>
        <source>Servers found on this computer</source>
        <translation>在这台计算机上找到的服务器</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Model name</source>
        <translation>模型名称</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>重新查找</translation>
    </message>
    <message>
        <source>Look for servers again</source>
        <translation>重新查找服务器</translation>
    </message>
    <message>
        <source>Start chatting</source>
        <translation>开始聊天</translation>
    </message>
    <message>
        <source>Or enter a server address</source>
        <translation>或输入服务器地址</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>服务器地址</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>only if the server asks for one</source>
        <translation>仅在服务器要求时填写</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Test the address</source>
        <translation>测试地址</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>API 密钥：</translation>
    </message>
    <message>
        <source>No server? The built-in model (SmolLM2, 135M parameters) runs on this computer with no download and no network: small and quick, best for trying things out.</source>
        <translation>没有服务器？内置模型（SmolLM2，1.35 亿参数）在这台计算机上运行，无需下载，无需联网：小巧快速，最适合试用。</translation>
    </message>
    <message>
        <source>Use the built-in model (offline)</source>
        <translation>使用内置模型（离线）</translation>
    </message>
    <message>
        <source>Starting the built-in model… (a few seconds)</source>
        <translation>正在启动内置模型…（几秒钟）</translation>
    </message>
    <message>
        <source>Starting the built-in model</source>
        <translation>启动内置模型</translation>
    </message>
    <message>
        <source>Looking for servers</source>
        <translation>查找服务器</translation>
    </message>
    <message numerus="yes">
        <source>Found %n server(s). Pick one and a model.</source>
        <translation>
            <numerusform>找到 %n 个服务器。请选择一个服务器和一个模型。</numerusform>
        </translation>
    </message>
    <message>
        <source>No server answered on this computer ({ports}). Start one, or enter an address below.</source>
        <translation>这台计算机上没有服务器响应（{ports}）。请启动一个，或在下方输入地址。</translation>
    </message>
    <message>
        <source>Enter the address of the server first, for example http://127.0.0.1:11434/v1.</source>
        <translation>请先输入服务器地址，例如 http://127.0.0.1:11434/v1。</translation>
    </message>
    <message>
        <source>Testing the address</source>
        <translation>测试地址</translation>
    </message>
    <message numerus="yes">
        <source>{server} answers with %Ln model(s).</source>
        <translation>
            <numerusform>{server} 已响应，提供 %Ln 个模型。</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick a server that answered, or test an address first.</source>
        <translation>请选择一个有响应的服务器，或先测试一个地址。</translation>
    </message>
    <message>
        <source>Pick the model to chat with.</source>
        <translation>请选择要聊天的模型。</translation>
    </message>
    <message>
        <source>Setting up the server</source>
        <translation>设置服务器</translation>
    </message>
</context>
<context>
    <name>GrantDialog</name>
    <message>
        <source>Let an agent use {server}</source>
        <translation>让智能体使用 {server}</translation>
    </message>
    <message>
        <source>Tools of {server} for {agent}</source>
        <translation>{server} 给 {agent} 的工具</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>&amp;Agent</source>
        <translation>智能体(&amp;A)</translation>
    </message>
    <message>
        <source>How its tools start</source>
        <translation>其工具的启用方式</translation>
    </message>
    <message>
        <source>Ask before each tool&apos;s first use</source>
        <translation>每个工具首次使用前询问</translation>
    </message>
    <message>
        <source>Allow without asking</source>
        <translation>无需询问直接允许</translation>
    </message>
    <message>
        <source>Refuse until allowed one by one</source>
        <translation>拒绝，直到逐个允许</translation>
    </message>
    <message>
        <source>Timeout per call for this agent</source>
        <translation>此智能体每次调用的超时</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>the server&apos;s ({timeout_sec} s)</source>
        <translation>服务器的（{timeout_sec} 秒）</translation>
    </message>
    <message>
        <source>Tools &amp;start</source>
        <translation>工具启用(&amp;S)</translation>
    </message>
    <message>
        <source>T&amp;imeout per call</source>
        <translation>每次调用超时(&amp;I)</translation>
    </message>
    <message>
        <source>Starting {label} to list its tools…</source>
        <translation>正在启动 {label} 以列出其工具…</translation>
    </message>
    <message>
        <source>Tools the agent may use</source>
        <translation>智能体可用的工具</translation>
    </message>
    <message>
        <source>Tools the server adds later are allowed too</source>
        <translation>服务器以后添加的工具也允许使用</translation>
    </message>
    <message>
        <source>&amp;Tools the agent may use (each asks before its first use)</source>
        <translation>智能体可用的工具(&amp;T)（每个首次使用前会询问）</translation>
    </message>
    <message>
        <source>Grant</source>
        <translation>授予</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>There is no agent yet; create one first.</source>
        <translation>还没有智能体；请先创建一个。</translation>
    </message>
    <message>
        <source>Listing the tools of {label}</source>
        <translation>列出 {label} 的工具</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <translation>
            <numerusform>%n 个工具</numerusform>
        </translation>
    </message>
    <message>
        <source>; {count} left out (see Test)</source>
        <translation>；{count} 个被排除（见“测试”）</translation>
    </message>
    <message>
        <source>Listing its tools</source>
        <translation>列出其工具</translation>
    </message>
    <message>
        <source>The grant covers all its tools.</source>
        <translation>此授权涵盖其全部工具。</translation>
    </message>
    <message>
        <source>Tick at least one tool, or let the server&apos;s later tools in.</source>
        <translation>请至少勾选一个工具，或允许服务器以后添加的工具。</translation>
    </message>
    <message>
        <source>Granting the server</source>
        <translation>授予服务器</translation>
    </message>
</context>
<context>
    <name>GraphPanel</name>
    <message>
        <source>Graph status</source>
        <translation>图谱状态</translation>
    </message>
    <message>
        <source>Show more</source>
        <translation>显示更多</translation>
    </message>
    <message>
        <source>Show more entities</source>
        <translation>显示更多实体</translation>
    </message>
    <message>
        <source>Open the nearest cluster: draw up to {count} of its entities (or click a cluster)</source>
        <translation>展开最近的簇：最多绘制其中 {count} 个实体（或点击一个簇）</translation>
    </message>
    <message>
        <source>Select an entity to see its neighbourhood.</source>
        <translation>选择一个实体以查看其邻域。</translation>
    </message>
    <message>
        <source>Nothing to collapse: select a node you expanded.</source>
        <translation>没有可收起的内容：请选择一个已展开的节点。</translation>
    </message>
    <message>
        <source>Opening the cluster</source>
        <translation>正在展开簇</translation>
    </message>
    <message>
        <source>The entity at the centre was deleted. Select another one.</source>
        <translation>中心的实体已被删除。请选择另一个。</translation>
    </message>
    <message>
        <source>Loading the graph</source>
        <translation>正在加载图谱</translation>
    </message>
    <message>
        <source>Expanding</source>
        <translation>正在展开</translation>
    </message>
    <message>
        <source>This entity</source>
        <translation>此实体</translation>
    </message>
    <message>
        <source>{name} has no other neighbours to show.</source>
        <translation>{name} 没有其他可显示的相邻实体。</translation>
    </message>
    <message>
        <source>Select exactly two entities (Ctrl+click) to find the path between them.</source>
        <translation>请恰好选择两个实体（Ctrl+点击）以查找它们之间的路径。</translation>
    </message>
    <message>
        <source>the first entity</source>
        <translation>第一个实体</translation>
    </message>
    <message>
        <source>the second entity</source>
        <translation>第二个实体</translation>
    </message>
    <message>
        <source>Finding a path</source>
        <translation>正在查找路径</translation>
    </message>
    <message>
        <source>No chain of up to {most} relations links {first} and {second}.</source>
        <translation>没有不超过 {most} 条关系的链连接 {first} 和 {second}。</translation>
    </message>
    <message numerus="yes">
        <source>{first} and {last} are %n relation(s) apart.</source>
        <translation>
            <numerusform>{first} 与 {last} 相隔 %n 条关系。</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} — depth {depth} as of {when}</source>
        <translation>{name} — 深度 {depth}，截至 {when}</translation>
    </message>
    <message>
        <source>{name} — depth {depth}</source>
        <translation>{name} — 深度 {depth}</translation>
    </message>
</context>
<context>
    <name>GraphTools</name>
    <message>
        <source>Graph tools</source>
        <translation>图谱工具</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>How many hops from the centre to show (1–{most})</source>
        <translation>从中心显示多少跳（1–{most}）</translation>
    </message>
    <message>
        <source>Entities per depth</source>
        <translation>各深度的实体数</translation>
    </message>
    <message>
        <source>Whole graph</source>
        <translation>整个图谱</translation>
    </message>
    <message>
        <source>Draw every entity (the best connected 10,000 of a bigger graph); double-click one to see its neighbourhood</source>
        <translation>绘制所有实体（更大的图谱取连接最多的 10,000 个）；双击某个实体查看其邻域</translation>
    </message>
    <message>
        <source>Expand</source>
        <translation>展开</translation>
    </message>
    <message>
        <source>Add the selected entity&apos;s neighbours (a few at a time)</source>
        <translation>添加所选实体的相邻实体（每次几个）</translation>
    </message>
    <message>
        <source>Collapse</source>
        <translation>收起</translation>
    </message>
    <message>
        <source>Take away what the last Expand of the selected entity added</source>
        <translation>移除上一次展开所选实体时添加的内容</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>The previous centre and depth</source>
        <translation>上一个中心和深度</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>The next centre and depth</source>
        <translation>下一个中心和深度</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>Pin the selected entities where they are, or unpin them</source>
        <translation>将所选实体固定在原位，或取消固定</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Highlight the shortest path between two selected entities</source>
        <translation>突出显示两个所选实体之间的最短路径</translation>
    </message>
    <message>
        <source>Hide selected</source>
        <translation>隐藏所选</translation>
    </message>
    <message>
        <source>Hide the selected entities</source>
        <translation>隐藏所选实体</translation>
    </message>
    <message>
        <source>Show only selected</source>
        <translation>仅显示所选</translation>
    </message>
    <message>
        <source>Hide everything but the selected entities</source>
        <translation>隐藏除所选实体外的所有内容</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>全部显示</translation>
    </message>
    <message>
        <source>Show hidden entities again</source>
        <translation>重新显示隐藏的实体</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Show or hide entities</source>
        <translation>显示或隐藏实体</translation>
    </message>
    <message>
        <source>Re-layout</source>
        <translation>重新布局</translation>
    </message>
    <message>
        <source>Lay the picture out again (pinned entities stay put)</source>
        <translation>重新布局图形（已固定的实体保持不动）</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适应</translation>
    </message>
    <message>
        <source>Fit the picture into the view (0)</source>
        <translation>使图形适应视图 (0)</translation>
    </message>
    <message>
        <source>PNG image…</source>
        <translation>PNG 图像…</translation>
    </message>
    <message>
        <source>SVG drawing…</source>
        <translation>SVG 绘图…</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>图片</translation>
    </message>
    <message>
        <source>Save the picture as PNG or SVG</source>
        <translation>将图形保存为 PNG 或 SVG</translation>
    </message>
    <message>
        <source>{tip} ({keys})</source>
        <translation>{tip}（{keys}）</translation>
    </message>
</context>
<context>
    <name>GraphTransfer</name>
    <message>
        <source>Knowledge graph (*.json)</source>
        <translation>知识图谱 (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Import a knowledge graph</source>
        <translation>导入知识图谱</translation>
    </message>
    <message>
        <source>Export the knowledge graph</source>
        <translation>导出知识图谱</translation>
    </message>
    <message>
        <source>Imported {name}: {entities}, {relations}.</source>
        <translation>已导入 {name}：{entities}，{relations}。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln new entity(ies)</source>
        <translation>
            <numerusform>%Ln 个新实体</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new relation(s)</source>
        <translation>
            <numerusform>%Ln 条新关系</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing {name}</source>
        <translation>正在导入 {name}</translation>
    </message>
    <message>
        <source>Importing a knowledge graph</source>
        <translation>正在导入知识图谱</translation>
    </message>
    <message>
        <source>Import cancelled; the knowledge graph is unchanged.</source>
        <translation>导入已取消；知识图谱未改变。</translation>
    </message>
    <message>
        <source>Exported {entities} and {relations} to {path}.</source>
        <translation>已将 {entities} 和 {relations} 导出到 {path}。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(ies)</source>
        <translation>
            <numerusform>%Ln 个实体</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln 个关系</numerusform>
        </translation>
    </message>
    <message>
        <source>Exporting the knowledge graph</source>
        <translation>正在导出知识图谱</translation>
    </message>
</context>
<context>
    <name>GraphView</name>
    <message>
        <source>Knowledge graph view</source>
        <translation>知识图谱视图</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(ies) and {relations} around {name}</source>
        <translation>
            <numerusform>{name} 周围的 %Ln 个实体和{relations}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln 个关系</numerusform>
        </translation>
    </message>
    <message>
        <source>No graph shown</source>
        <translation>未显示图谱</translation>
    </message>
</context>
<context>
    <name>GraphWords</name>
    <message>
        <source>Show details of {name}</source>
        <translation>显示{name}的详细信息</translation>
    </message>
    <message>
        <source>Centre here</source>
        <translation>以此为中心</translation>
    </message>
    <message>
        <source>Expand neighbours</source>
        <translation>展开相邻实体</translation>
    </message>
    <message>
        <source>Clear the path</source>
        <translation>清除路径</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>取消固定</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>正在处理…</translation>
    </message>
    <message>
        <source>Entities at each depth from the centre</source>
        <translation>距中心各深度的实体数</translation>
    </message>
    <message>
        <source>There is no graph to export yet.</source>
        <translation>还没有可导出的图谱。</translation>
    </message>
    <message>
        <source>graph</source>
        <translation>图谱</translation>
    </message>
    <message>
        <source>Saved the graph to {name}.</source>
        <translation>已将图谱保存到 {name}。</translation>
    </message>
    <message numerus="yes">
        <source>Show %n more neighbour(s)</source>
        <translation>
            <numerusform>再显示 %n 个相邻实体</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entity(ies)</source>
        <translation>
            <numerusform>%n 个实体</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n relation(s)</source>
        <translation>
            <numerusform>%n 个关系</numerusform>
        </translation>
    </message>
    <message>
        <source>depth {depth}</source>
        <translation>深度 {depth}</translation>
    </message>
    <message numerus="yes">
        <source>{count} more in %n cluster(s)</source>
        <translation>
            <numerusform>另有 {count} 个在 %n 个簇中</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} hidden</source>
        <translation>{count} 个已隐藏</translation>
    </message>
    <message>
        <source>{count} more within reach</source>
        <translation>可达范围内还有 {count} 个</translation>
    </message>
    <message>
        <source>{name} at depth {depth}
Click to draw them (a few dozen at a time)</source>
        <translation>深度 {depth} 的{name}
点击以绘制它们（每次几十个）</translation>
    </message>
    <message>
        <source>{name} ({type}), confidence {confidence}</source>
        <translation>{name}（{type}），置信度 {confidence}</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>已固定</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more neighbour(s)</source>
        <translation>
            <numerusform>另有 %Ln 个相邻实体</numerusform>
        </translation>
    </message>
    <message>
        <source>Click for details, double-click to centre, drag to pin, click +N for more</source>
        <translation>单击查看详情，双击居中，拖动以固定，点击 +N 查看更多</translation>
    </message>
    <message>
        <source>Click for details, double-click to centre, drag to pin</source>
        <translation>单击查看详情，双击居中，拖动以固定</translation>
    </message>
    <message>
        <source>{source} → {relation} → {target} (confidence {confidence})</source>
        <translation>{source} → {relation} → {target}（置信度 {confidence}）</translation>
    </message>
</context>
<context>
    <name>HoldToRevealButton</name>
    <message>
        <source>Hold to show the value; it is hidden again when you let go</source>
        <translation>按住以显示值；松开后会再次隐藏</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Home</source>
        <translation>主页</translation>
    </message>
    <message>
        <source>Your chats, your agents and their model servers at a glance.</source>
        <translation>一眼看到你的对话、智能体及其模型服务器。</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Refresh the home page</source>
        <translation>刷新主页</translation>
    </message>
    <message>
        <source>Read everything again and ask the servers once more</source>
        <translation>重新读取全部内容并再次询问服务器</translation>
    </message>
    <message>
        <source>Recent conversations</source>
        <translation>最近的对话</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新聊天</translation>
    </message>
    <message>
        <source>Start a chat with the default agent</source>
        <translation>与默认智能体开始聊天</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Model servers on this computer</source>
        <translation>本机上的模型服务器</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>What is stored</source>
        <translation>已存储的内容</translation>
    </message>
    <message>
        <source>Loading the home page</source>
        <translation>加载主页</translation>
    </message>
    <message>
        <source>Could not read the store; see the status bar.</source>
        <translation>无法读取存储；请查看状态栏。</translation>
    </message>
    <message>
        <source>{server} · port {port}</source>
        <translation>{server} · 端口 {port}</translation>
    </message>
    <message>
        <source>running, {models}</source>
        <translation>运行中，{models}</translation>
    </message>
    <message>
        <source>not running</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>No local model server was looked for.</source>
        <translation>未查找本地模型服务器。</translation>
    </message>
    <message>
        <source>Untitled chat</source>
        <translation>未命名聊天</translation>
    </message>
    <message>
        <source>No conversations yet: start one with New chat.</source>
        <translation>还没有对话：点“新聊天”开始一个。</translation>
    </message>
    <message>
        <source>{agent} (default)</source>
        <translation>{agent}（默认）</translation>
    </message>
    <message>
        <source>server “{server}” is not set up</source>
        <translation>服务器“{server}”尚未设置</translation>
    </message>
    <message>
        <source>asking the server…</source>
        <translation>正在询问服务器…</translation>
    </message>
    <message>
        <source>✓ server answers ({detail})</source>
        <translation>✓ 服务器有响应（{detail}）</translation>
    </message>
    <message>
        <source>✗ server does not answer; replies through {fallback}</source>
        <translation>✗ 服务器无响应；通过 {fallback} 回复</translation>
    </message>
    <message>
        <source>✗ server does not answer</source>
        <translation>✗ 服务器无响应</translation>
    </message>
    <message>
        <source>{model} on {server} · {state}</source>
        <translation>{server} 上的 {model} · {state}</translation>
    </message>
    <message>
        <source>No agent yet.</source>
        <translation>还没有智能体。</translation>
    </message>
    <message>
        <source>{server} is running on this computer: connect it and make an agent to chat with.</source>
        <translation>{server} 正在本机运行：连接它并创建一个智能体来聊天。</translation>
    </message>
    <message>
        <source>Connect a model server (Ollama, LM Studio, llama.cpp or a cloud service) and make an agent to chat with.</source>
        <translation>连接一个模型服务器（Ollama、LM Studio、llama.cpp 或云服务），并创建一个智能体来聊天。</translation>
    </message>
    <message>
        <source>Set up a model</source>
        <translation>设置模型</translation>
    </message>
    <message>
        <source>Set up…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <source>{server} does not answer</source>
        <translation>{server} 无响应</translation>
    </message>
    <message>
        <source>{agents} cannot reply until it answers. </source>
        <translation>在它恢复响应之前，{agents} 无法回复。</translation>
    </message>
    <message>
        <source>{agent} replies through its fallback {fallback} until it answers. </source>
        <translation>在它恢复响应之前，{agent} 通过备用服务器 {fallback} 回复。</translation>
    </message>
    <message>
        <source>Agents fall back to it when their own server does not answer. </source>
        <translation>智能体在自己的服务器无响应时会改用它。</translation>
    </message>
    <message>
        <source>{detail}. </source>
        <translation>{detail}。</translation>
    </message>
    <message>
        <source>Start the server, or change its address in Settings.</source>
        <translation>请启动该服务器，或在“设置”中修改其地址。</translation>
    </message>
    <message>
        <source>Open Settings</source>
        <translation>打开设置</translation>
    </message>
    <message>
        <source>“{server}” is not set up</source>
        <translation>“{server}”尚未设置</translation>
    </message>
    <message>
        <source>An agent uses a model server that is not in Settings. Add it, or pick another server.</source>
        <translation>有智能体使用了“设置”中没有的模型服务器。请添加它，或选择其他服务器。</translation>
    </message>
    <message>
        <source>Opening the first page</source>
        <translation>打开首个页面</translation>
    </message>
</context>
<context>
    <name>HomeWords</name>
    <message numerus="yes">
        <source>%Ln model(s)</source>
        <translation>
            <numerusform>%Ln 个模型</numerusform>
        </translation>
    </message>
    <message>
        <source>not set up</source>
        <translation>尚未设置</translation>
    </message>
    <message>
        <source>turned off in Settings</source>
        <translation>已在设置中关闭</translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s)</source>
        <translation>
            <numerusform>%Ln 条消息</numerusform>
        </translation>
    </message>
    <message>
        <source>It is the {kind} server at {address}. </source>
        <translation>这是位于 {address} 的 {kind} 服务器。</translation>
    </message>
    <message>
        <source>It is the {kind} server. </source>
        <translation>这是 {kind} 服务器。</translation>
    </message>
    <message>
        <source>It is the server at {address}. </source>
        <translation>这是位于 {address} 的服务器。</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>记忆</translation>
    </message>
    <message>
        <source>Knowledge graph</source>
        <translation>知识图谱</translation>
    </message>
    <message>
        <source>{entities}, {relations}</source>
        <translation>{entities}，{relations}</translation>
    </message>
    <message>
        <source>Vault</source>
        <translation>笔记库</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>凭据</translation>
    </message>
    <message numerus="yes">
        <source>%Ln summary(-ies)</source>
        <translation>
            <numerusform>%Ln 条摘要</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(-ies)</source>
        <translation>
            <numerusform>%Ln 个实体</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln 个关系</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln document(s)</source>
        <translation>
            <numerusform>%Ln 篇文档</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tool(s)</source>
        <translation>
            <numerusform>%Ln 个工具</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HookDialog</name>
    <message>
        <source>Run a command</source>
        <translation>运行命令</translation>
    </message>
    <message>
        <source>Built-in: write a log line</source>
        <translation>内置：写一行日志</translation>
    </message>
    <message>
        <source>Built-in: block</source>
        <translation>内置：阻止</translation>
    </message>
    <message>
        <source>Edit hook {hook}</source>
        <translation>编辑钩子 {hook}</translation>
    </message>
    <message>
        <source>Add a hook</source>
        <translation>添加钩子</translation>
    </message>
    <message>
        <source>Hook name</source>
        <translation>钩子名称</translation>
    </message>
    <message>
        <source>optional, shown in the list</source>
        <translation>可选，显示在列表中</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Matcher</source>
        <translation>匹配规则</translation>
    </message>
    <message>
        <source>Handler</source>
        <translation>处理方式</translation>
    </message>
    <message>
        <source>Command arguments, one per line</source>
        <translation>命令参数，每行一个</translation>
    </message>
    <message>
        <source>notify-send
Hook ran</source>
        <translation>notify-send
钩子已运行</translation>
    </message>
    <message>
        <source>The program first, then each argument on its own line. No shell is used: quotes, pipes and $VARIABLES are passed as typed.</source>
        <translation>先写程序，再每行写一个参数。不经过 shell：引号、管道和 $变量 按原样传递。</translation>
    </message>
    <message>
        <source>Block reason</source>
        <translation>阻止原因</translation>
    </message>
    <message>
        <source>blocked by a hook</source>
        <translation>被钩子阻止</translation>
    </message>
    <message>
        <source>Timeout in seconds</source>
        <translation>超时（秒）</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>When it runs past the timeout</source>
        <translation>运行超时时</translation>
    </message>
    <message>
        <source>Any other exit code</source>
        <translation>其他退出码</translation>
    </message>
    <message>
        <source>Agents to attach</source>
        <translation>要关联的智能体</translation>
    </message>
    <message>
        <source>None ticked: the hook runs for every agent</source>
        <translation>都不勾选：钩子对所有智能体运行</translation>
    </message>
    <message>
        <source>Co&amp;mmand</source>
        <translation>命令(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>原因(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>事件(&amp;E)</translation>
    </message>
    <message>
        <source>Ma&amp;tcher</source>
        <translation>匹配规则(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Handler</source>
        <translation>处理方式(&amp;H)</translation>
    </message>
    <message>
        <source>T&amp;imeout</source>
        <translation>超时(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Agents</source>
        <translation>智能体(&amp;A)</translation>
    </message>
    <message>
        <source>One argument per line, program first. It gets the event as JSON on stdin.</source>
        <translation>每行一个参数，程序在前。它会从 stdin 收到 JSON 格式的事件。</translation>
    </message>
    <message>
        <source>Tick none to run it for every agent.</source>
        <translation>都不勾选则对所有智能体运行。</translation>
    </message>
    <message>
        <source>No agents yet: it runs for every agent.</source>
        <translation>还没有智能体：它会对所有智能体运行。</translation>
    </message>
    <message>
        <source>Why the hook was not saved</source>
        <translation>钩子未保存的原因</translation>
    </message>
    <message>
        <source>Save hook</source>
        <translation>保存钩子</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>When the command ends</source>
        <translation>命令结束时</translation>
    </message>
    <message>
        <source> (what it printed is the reason)</source>
        <translation>（其输出即为原因）</translation>
    </message>
    <message>
        <source>Exit code {code}:</source>
        <translation>退出码 {code}：</translation>
    </message>
    <message>
        <source>Any other e&amp;xit code:</source>
        <translation>其他退出码(&amp;X)：</translation>
    </message>
    <message>
        <source>Still running at the time&amp;out:</source>
        <translation>超时仍在运行(&amp;O)：</translation>
    </message>
    <message>
        <source>tool names, &apos;|&apos;-separated, e.g. exec|kg_*  (empty: every tool)</source>
        <translation>工具名，以 &apos;|&apos; 分隔，例如 exec|kg_*（留空：所有工具）</translation>
    </message>
    <message>
        <source>agent keys, &apos;|&apos;-separated  (empty: every agent)</source>
        <translation>智能体键名，以 &apos;|&apos; 分隔（留空：所有智能体）</translation>
    </message>
    <message>
        <source>Saving the hook</source>
        <translation>保存钩子</translation>
    </message>
</context>
<context>
    <name>HookWords</name>
    <message>
        <source>before the agent starts an answer</source>
        <translation>在智能体开始回答之前</translation>
    </message>
    <message>
        <source>after the agent finished an answer</source>
        <translation>在智能体完成回答之后</translation>
    </message>
    <message>
        <source>before a tool runs</source>
        <translation>在工具运行之前</translation>
    </message>
    <message>
        <source>after a tool ran</source>
        <translation>在工具运行之后</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>已允许</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>已阻止</translation>
    </message>
    <message>
        <source>Failed (allowed)</source>
        <translation>失败（已允许）</translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>Allow the action</source>
        <translation>允许该操作</translation>
    </message>
    <message>
        <source>Block the action</source>
        <translation>阻止该操作</translation>
    </message>
    <message>
        <source>Blocking stops the answer or the tool call; an allowed error is still recorded.</source>
        <translation>阻止会中止回答或工具调用；被允许的错误仍会被记录。</translation>
    </message>
    <message>
        <source>This event comes after the fact: a block is recorded but cannot undo anything.</source>
        <translation>此事件发生在事后：阻止会被记录，但无法撤销任何操作。</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>阻止</translation>
    </message>
    <message>
        <source>allows</source>
        <translation>允许</translation>
    </message>
    <message>
        <source>Exit code 0 allows · exit code 2 blocks · any other exit code {on_error} · past the timeout it {on_timeout}</source>
        <translation>退出码 0 允许 · 退出码 2 阻止 · 其他退出码{on_error} · 超时则{on_timeout}</translation>
    </message>
</context>
<context>
    <name>HooksPageWidget</name>
    <message>
        <source>Programs that run before and after an agent&apos;s answers and tool calls, and may block them. A command&apos;s exit code decides: 0 allows, 2 blocks. A failing hook never breaks a chat.</source>
        <translation>在智能体回答和工具调用前后运行的程序，可以阻止它们。命令的退出码决定结果：0 允许，2 阻止。出错的钩子绝不会中断聊天。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时机</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>执行</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>On</source>
        <translation>启用</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>上次运行</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>决定</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>Error / output</source>
        <translation>错误 / 输出</translation>
    </message>
    <message>
        <source>Writes a log line</source>
        <translation>写一行日志</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>阻止</translation>
    </message>
    <message>
        <source>Built-in: {builtin}</source>
        <translation>内置：{builtin}</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>从未</translation>
    </message>
    <message>
        <source>{decision} · {ms} ms · {when}</source>
        <translation>{decision} · {ms} 毫秒 · {when}</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>钩子</translation>
    </message>
    <message>
        <source>Test result or selected run</source>
        <translation>测试结果或所选的运行</translation>
    </message>
    <message>
        <source>Test a hook, or select one of its runs, to see what it was sent and what it said.</source>
        <translation>测试一个钩子，或选择它的某次运行，查看它收到了什么、输出了什么。</translation>
    </message>
    <message>
        <source>Recent runs of the selected hook</source>
        <translation>所选钩子最近的运行</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行记录</translation>
    </message>
    <message>
        <source>&amp;Output</source>
        <translation>输出(&amp;O)</translation>
    </message>
    <message>
        <source>No hooks yet. A hook runs a program of yours before or after an agent&apos;s answers and tool calls, and can block them; a built-in hook writes a log line or blocks without a program.</source>
        <translation>还没有钩子。钩子会在智能体回复和调用工具之前或之后运行你的程序，并可以阻止它们；内置钩子无需程序即可写一行日志或进行阻止。</translation>
    </message>
    <message>
        <source>Add a hook…</source>
        <translation>添加钩子…</translation>
    </message>
    <message>
        <source>Hooks status</source>
        <translation>钩子状态</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Add a hook</source>
        <translation>添加钩子</translation>
    </message>
    <message>
        <source>Add a command or built-in hook</source>
        <translation>添加命令钩子或内置钩子</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Edit the selected hook</source>
        <translation>编辑所选钩子</translation>
    </message>
    <message>
        <source>Change the selected hook</source>
        <translation>修改所选钩子</translation>
    </message>
    <message>
        <source>Disable</source>
        <translation>停用</translation>
    </message>
    <message>
        <source>Enable or disable the selected hook</source>
        <translation>启用或停用所选钩子</translation>
    </message>
    <message>
        <source>Switch the selected hook on or off</source>
        <translation>开启或关闭所选钩子</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Test the selected hook</source>
        <translation>测试所选钩子</translation>
    </message>
    <message>
        <source>Run the selected hook once on a sample event</source>
        <translation>用示例事件运行一次所选钩子</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Delete the selected hook</source>
        <translation>删除所选钩子</translation>
    </message>
    <message>
        <source>Delete the selected hook (its runs stay in the audit)</source>
        <translation>删除所选钩子（其运行记录保留在审计中）</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Refresh hooks</source>
        <translation>刷新钩子</translation>
    </message>
    <message>
        <source>Load the hooks again (F5)</source>
        <translation>重新加载钩子（F5）</translation>
    </message>
    <message>
        <source>Loading the hooks</source>
        <translation>加载钩子</translation>
    </message>
    <message numerus="yes">
        <source>%n hook(s), in the order they run.</source>
        <translation>
            <numerusform>%n 个钩子，按运行顺序排列。</numerusform>
        </translation>
    </message>
    <message>
        <source>a deleted agent</source>
        <translation>已删除的智能体</translation>
    </message>
    <message>
        <source>All agents</source>
        <translation>所有智能体</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>所有工具</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Could not load the hooks; see the status bar.</source>
        <translation>无法加载钩子；请查看状态栏。</translation>
    </message>
    <message>
        <source>Enable</source>
        <translation>启用</translation>
    </message>
    <message>
        <source>&amp;Runs of {shown}</source>
        <translation>{shown} 的运行记录(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Runs (select a hook)</source>
        <translation>运行记录（请选择钩子）(&amp;R)</translation>
    </message>
    <message>
        <source>Loading the hook&apos;s runs</source>
        <translation>加载钩子的运行记录</translation>
    </message>
    <message>
        <source>Run at {when}, {event}</source>
        <translation>运行于 {when}，{event}</translation>
    </message>
    <message>
        <source>Decision: {decision}</source>
        <translation>决定：{decision}</translation>
    </message>
    <message>
        <source>Took:     {ms} ms</source>
        <translation>耗时：   {ms} 毫秒</translation>
    </message>
    <message>
        <source>Error:    {error}</source>
        <translation>错误：   {error}</translation>
    </message>
    <message>
        <source>Exit:     {code}</source>
        <translation>退出码： {code}</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>输出：</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Switching {hook} off</source>
        <translation>关闭 {hook}</translation>
    </message>
    <message>
        <source>Switching {hook} on</source>
        <translation>开启 {hook}</translation>
    </message>
    <message>
        <source>Hook {hook} is on.</source>
        <translation>钩子 {hook} 已开启。</translation>
    </message>
    <message>
        <source>Hook {hook} is off.</source>
        <translation>钩子 {hook} 已关闭。</translation>
    </message>
    <message>
        <source>Running {hook} on a sample {event} event…</source>
        <translation>正在用示例 {event} 事件运行 {hook}…</translation>
    </message>
    <message>
        <source>Testing {hook}</source>
        <translation>测试 {hook}</translation>
    </message>
    <message>
        <source>Sent:     {event}</source>
        <translation>发送：   {event}</translation>
    </message>
    <message>
        <source>Tested {hook}: {decision} in {ms} ms.</source>
        <translation>已测试 {hook}：{decision}，用时 {ms} 毫秒。</translation>
    </message>
    <message>
        <source>Delete the {event} hook {shown}?</source>
        <translation>删除 {event} 钩子 {shown}？</translation>
    </message>
    <message>
        <source>It stops running at once. Its past runs stay in the audit. This cannot be undone.</source>
        <translation>它会立即停止运行。过去的运行记录保留在审计中。此操作无法撤销。</translation>
    </message>
    <message>
        <source>Deleting {hook}</source>
        <translation>删除 {hook}</translation>
    </message>
    <message>
        <source>Deleted hook {hook}.</source>
        <translation>已删除钩子 {hook}。</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>传输方式</translation>
    </message>
    <message>
        <source>Command or URL</source>
        <translation>命令或 URL</translation>
    </message>
    <message>
        <source>Secrets</source>
        <translation>机密</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Import MCP servers</source>
        <translation>导入 MCP 服务器</translation>
    </message>
    <message numerus="yes">
        <source>{path}: %n server(s); {adding} will be added. Grant them to agents afterwards.</source>
        <translation>
            <numerusform>{path}：%n 个服务器；将添加 {adding} 个。之后再把它们授予智能体。</numerusform>
        </translation>
    </message>
    <message>
        <source>Servers in the file</source>
        <translation>文件中的服务器</translation>
    </message>
    <message numerus="yes">
        <source>Add %n server(s)</source>
        <translation>
            <numerusform>添加 %n 个服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing MCP servers</source>
        <translation>导入 MCP 服务器</translation>
    </message>
    <message>
        <source>Importing a knowledge graph</source>
        <translation>正在导入知识图谱</translation>
    </message>
    <message>
        <source>Reading {name}</source>
        <translation>读取 {name}</translation>
    </message>
    <message>
        <source>Import progress</source>
        <translation>导入进度</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在开始…</translation>
    </message>
    <message>
        <source>Stop the import: nothing of the file is kept</source>
        <translation>停止导入：不保留文件中的任何内容</translation>
    </message>
    <message>
        <source>Reading and writing the rows</source>
        <translation>正在读取并写入行</translation>
    </message>
    <message>
        <source>Building the indexes</source>
        <translation>正在构建索引</translation>
    </message>
    <message>
        <source>Looking for duplicates</source>
        <translation>正在查找重复项</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) done</source>
        <translation>
            <numerusform>已完成 %Ln 行</numerusform>
        </translation>
    </message>
    <message>
        <source>{rate} rows/s</source>
        <translation>{rate} 行/秒</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>剩余 {time}</translation>
    </message>
</context>
<context>
    <name>ImportOfferPage</name>
    <message>
        <source>Move in from GoClaw Lite</source>
        <translation>从 GoClaw Lite 迁移</translation>
    </message>
    <message>
        <source>GoClaw Lite (the Go desktop app) is installed here. Its file is only read, never changed.</source>
        <translation>此处安装了 GoClaw Lite（Go 桌面版）。只会读取它的文件，绝不修改。</translation>
    </message>
    <message>
        <source>Found: {path}</source>
        <translation>找到：{path}</translation>
    </message>
    <message>
        <source>Its providers (API keys sealed again under your key), agents, chats, knowledge graph, memories, vault, hooks and command-line credentials come over; teams, channels, cron jobs, skills and traces have no counterpart here and stay behind.</source>
        <translation>它的提供方（API 密钥会用你的密钥重新加密）、智能体、聊天、知识图谱、记忆、笔记库、钩子和命令行凭据都会迁移过来；团队、频道、定时任务、技能和追踪在这里没有对应项，会留在原处。</translation>
    </message>
    <message>
        <source>&amp;Bring it over now</source>
        <translation>立即迁移(&amp;B)</translation>
    </message>
    <message>
        <source>GoClaw Lite encryption key</source>
        <translation>GoClaw Lite 加密密钥</translation>
    </message>
    <message>
        <source>only if it is not found by itself</source>
        <translation>仅在无法自动找到时填写</translation>
    </message>
    <message>
        <source>GoClaw&apos;s &amp;key:</source>
        <translation>GoClaw 的密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>Looking for GoClaw&apos;s key…</source>
        <translation>正在查找 GoClaw 的密钥…</translation>
    </message>
    <message>
        <source>Looking for GoClaw&apos;s key</source>
        <translation>查找 GoClaw 的密钥</translation>
    </message>
    <message>
        <source>GoClaw&apos;s key was found ({source}).</source>
        <translation>已找到 GoClaw 的密钥（{source}）。</translation>
    </message>
    <message>
        <source>GoClaw&apos;s key was not found (GOCLAW_ENCRYPTION_KEY, its keyring entry or key file): type it above.</source>
        <translation>未找到 GoClaw 的密钥（GOCLAW_ENCRYPTION_KEY、其钥匙串条目或密钥文件）：请在上方输入。</translation>
    </message>
</context>
<context>
    <name>ImportSummaryPage</name>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>Already here</source>
        <translation>已存在</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>What came over from GoClaw Lite</source>
        <translation>从 GoClaw Lite 迁移过来的内容</translation>
    </message>
    <message>
        <source>Imported tables</source>
        <translation>已导入的表</translation>
    </message>
    <message>
        <source>Skipped rows and notes</source>
        <translation>跳过的行和说明</translation>
    </message>
    <message>
        <source>Reading GoClaw&apos;s key</source>
        <translation>读取 GoClaw 的密钥</translation>
    </message>
    <message>
        <source>Go back to correct it.</source>
        <translation>请返回修正。</translation>
    </message>
    <message>
        <source>Importing {path}…</source>
        <translation>正在导入 {path}…</translation>
    </message>
    <message>
        <source>Importing from GoClaw Lite</source>
        <translation>从 GoClaw Lite 导入</translation>
    </message>
    <message>
        <source>skipped {table} {row}: {reason}</source>
        <translation>已跳过 {table} {row}：{reason}</translation>
    </message>
    <message>
        <source>Nothing was skipped.</source>
        <translation>没有跳过任何内容。</translation>
    </message>
    <message>
        <source>Left behind (no counterpart here): {behind}</source>
        <translation>留在原处（这里没有对应项）：{behind}</translation>
    </message>
    <message>
        <source>Nothing was left behind.</source>
        <translation>没有遗留任何内容。</translation>
    </message>
    <message>
        <source> A backup of the database from before is at {path}.</source>
        <translation>此前的数据库备份位于 {path}。</translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln row(s) from GoClaw Lite.</source>
        <translation>
            <numerusform>已从 GoClaw Lite 导入 %Ln 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was written; go back to try again.</source>
        <translation>未写入任何内容；请返回重试。</translation>
    </message>
</context>
<context>
    <name>ItemWords</name>
    <message>
        <source>Delegated to {agent}</source>
        <translation>已委派给{agent}</translation>
    </message>
    <message>
        <source>Subtask</source>
        <translation>子任务</translation>
    </message>
    <message>
        <source>waiting for its first answer</source>
        <translation>正在等待第一个回复</translation>
    </message>
    <message numerus="yes">
        <source>%Ln model call(s)</source>
        <translation>
            <numerusform>%Ln 次模型调用</numerusform>
        </translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message numerus="yes">
        <source>%Ln token(s)</source>
        <translation>
            <numerusform>%Ln 个 token</numerusform>
        </translation>
    </message>
    <message>
        <source>fallback {number}</source>
        <translation>备用 {number}</translation>
    </message>
    <message numerus="yes">
        <source>skill(s): {names}</source>
        <translation>
            <numerusform>技能：{names}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>saw only the last %n message(s)</source>
        <translation>
            <numerusform>只看到最后 %n 条消息</numerusform>
        </translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Tool result</source>
        <translation>工具结果</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <source>Attached {name} (cut).</source>
        <translation>已附加 {name}（已截断）。</translation>
    </message>
    <message>
        <source>Attached {name}.</source>
        <translation>已附加 {name}。</translation>
    </message>
    <message>
        <source>Tool {name} {status}</source>
        <translation>工具 {name} {status}</translation>
    </message>
    <message>
        <source>Error: {error}</source>
        <translation>错误：{error}</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>awaiting approval</source>
        <translation>等待审批</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>denied</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>writing…</source>
        <translation>正在写…</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>error</source>
        <translation>出错</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
</context>
<context>
    <name>JobDialog</name>
    <message>
        <source>Edit job</source>
        <translation>编辑任务</translation>
    </message>
    <message>
        <source>Add job</source>
        <translation>添加任务</translation>
    </message>
    <message>
        <source>e.g. nightly-report</source>
        <translation>例如 nightly-report</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Agent:</source>
        <translation>智能体(&amp;A)：</translation>
    </message>
    <message>
        <source>Every</source>
        <translation>每隔</translation>
    </message>
    <message>
        <source>Cron expression</source>
        <translation>Cron 表达式</translation>
    </message>
    <message>
        <source>Once, at</source>
        <translation>一次，时间</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>minute hour day month weekday, e.g. 0 7 * * 1-5</source>
        <translation>分 时 日 月 星期，例如 0 7 * * 1-5</translation>
    </message>
    <message>
        <source>&amp;When:</source>
        <translation>时间(&amp;W)：</translation>
    </message>
    <message>
        <source>Time &amp;zone:</source>
        <translation>时区(&amp;Z)：</translation>
    </message>
    <message>
        <source>What the agent is asked at each run</source>
        <translation>每次运行时向智能体提出的内容</translation>
    </message>
    <message>
        <source>&amp;Message:</source>
        <translation>消息(&amp;M)：</translation>
    </message>
    <message>
        <source>A new conversation for each run</source>
        <translation>每次运行使用新的对话</translation>
    </message>
    <message>
        <source>e.g. exec, current_time</source>
        <translation>例如 exec, current_time</translation>
    </message>
    <message>
        <source>Nobody is there to approve during a scheduled run: tools that need approval are refused unless listed here.</source>
        <translation>定时运行期间无人批准：需要批准的工具会被拒绝，除非列在这里。</translation>
    </message>
    <message>
        <source>&amp;Pre-approved tools:</source>
        <translation>预先批准的工具(&amp;P)：</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>tokens:</source>
        <translation>令牌：</translation>
    </message>
    <message>
        <source>&amp;Limits per run:</source>
        <translation>每次运行的限制(&amp;L)：</translation>
    </message>
    <message>
        <source>Run it once when the computer is back</source>
        <translation>电脑恢复后运行一次</translation>
    </message>
    <message>
        <source>Skip it</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>If a run is &amp;missed:</source>
        <translation>如果错过运行(&amp;M)：</translation>
    </message>
    <message>
        <source>Show a desktop notification when a run ends</source>
        <translation>运行结束时显示桌面通知</translation>
    </message>
    <message>
        <source>Delete the job after its run</source>
        <translation>运行后删除该任务</translation>
    </message>
</context>
<context>
    <name>JobWords</name>
    <message>
        <source>%1, at %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Running now…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>Not scheduled</source>
        <translation>未安排</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>即将运行</translation>
    </message>
    <message numerus="yes">
        <source>in %n min, at %1</source>
        <translation>
            <numerusform>%n 分钟后，%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n h, at %1</source>
        <translation>
            <numerusform>%n 小时后，%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every %n day(s)</source>
        <translation>
            <numerusform>每 %n 天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every %n hour(s)</source>
        <translation>
            <numerusform>每 %n 小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every %n minute(s)</source>
        <translation>
            <numerusform>每 %n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>Cron %1 (%2)</source>
        <translation>Cron %1（%2）</translation>
    </message>
    <message>
        <source>Once, %1</source>
        <translation>一次，%1</translation>
    </message>
    <message>
        <source>Never run</source>
        <translation>从未运行</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Skipped (missed)</source>
        <translation>已跳过（错过）</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 in / %2 out</source>
        <translation>输入 %1 / 输出 %2</translation>
    </message>
</context>
<context>
    <name>JobsDriver</name>
    <message>
        <source>Running scheduled jobs</source>
        <translation>运行定时任务</translation>
    </message>
</context>
<context>
    <name>JobsPage</name>
    <message>
        <source>Scheduled jobs</source>
        <translation>定时任务</translation>
    </message>
    <message>
        <source>An agent, a message and when to ask it. Runs go through the same chat, tools, hooks and credentials as yours; nobody approves during a run, so only pre-approved tools that need approval are used. While this window is open it runs the jobs; to run them while it is closed, a system timer can do it (see the guide&apos;s Scheduled jobs page).</source>
        <translation>一个智能体、一条消息以及何时发送。运行使用与你相同的聊天、工具、钩子和凭据；运行期间无人批准，因此需要批准的工具只有预先批准的才会使用。此窗口打开时由它运行任务；要在窗口关闭时运行，可交给系统定时器（见指南的“定时任务”一页）。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Next run</source>
        <translation>下次运行</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>上次运行</translation>
    </message>
    <message>
        <source>Ran at</source>
        <translation>运行时间</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Took</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>令牌数</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Runs of the selected job</source>
        <translation>所选任务的运行记录</translation>
    </message>
    <message>
        <source>The selected run&apos;s answer</source>
        <translation>所选运行的回答</translation>
    </message>
    <message>
        <source>Select a run to read its answer.</source>
        <translation>选择一次运行以阅读其回答。</translation>
    </message>
    <message>
        <source>View trace</source>
        <translation>查看追踪</translation>
    </message>
    <message>
        <source>Each step of the selected run (model calls, tools), once traces are kept</source>
        <translation>所选运行的每个步骤（模型调用、工具），在保留追踪时可用</translation>
    </message>
    <message>
        <source>View the trace of the selected run</source>
        <translation>查看所选运行的追踪</translation>
    </message>
    <message>
        <source>Hi&amp;story</source>
        <translation>历史(&amp;S)</translation>
    </message>
    <message>
        <source>A&amp;nswer</source>
        <translation>回答(&amp;N)</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Add a scheduled job</source>
        <translation>添加定时任务</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Change the selected job</source>
        <translation>修改所选任务</translation>
    </message>
    <message>
        <source>Turn off</source>
        <translation>停用</translation>
    </message>
    <message>
        <source>Switch the selected job on or off</source>
        <translation>开启或关闭所选任务</translation>
    </message>
    <message>
        <source>Run now</source>
        <translation>立即运行</translation>
    </message>
    <message>
        <source>Run the selected job now</source>
        <translation>立即运行所选任务</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Delete the selected job and its history</source>
        <translation>删除所选任务及其历史</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Load the jobs again</source>
        <translation>重新加载任务</translation>
    </message>
    <message>
        <source>Loading the jobs</source>
        <translation>加载任务</translation>
    </message>
    <message>
        <source>Running now…</source>
        <translation>正在运行…</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s).</source>
        <translation>
            <numerusform>%n 个任务。</numerusform>
        </translation>
    </message>
    <message>
        <source>No jobs yet. Add one to have an agent report on a schedule.</source>
        <translation>还没有任务。添加一个，让智能体按计划汇报。</translation>
    </message>
    <message>
        <source>{agent} · {schedule}</source>
        <translation>{agent} · {schedule}</translation>
    </message>
    <message>
        <source>Last run: {last}</source>
        <translation>上次运行：{last}</translation>
    </message>
    <message>
        <source>Loading the job&apos;s history</source>
        <translation>加载任务的历史</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>Turn on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>Loading the agents</source>
        <translation>加载智能体</translation>
    </message>
    <message>
        <source>Saving the job</source>
        <translation>保存任务</translation>
    </message>
    <message>
        <source>Switching the job</source>
        <translation>切换任务</translation>
    </message>
    <message>
        <source>Running the job</source>
        <translation>运行任务</translation>
    </message>
    <message>
        <source>Delete job</source>
        <translation>删除任务</translation>
    </message>
    <message>
        <source>Delete the job %1 and its history?</source>
        <translation>删除任务 %1 及其历史？</translation>
    </message>
    <message>
        <source>Deleting the job</source>
        <translation>删除任务</translation>
    </message>
</context>
<context>
    <name>KGCommunities</name>
    <message>
        <source>{leader} + {count}</source>
        <translation>{leader} + {count}</translation>
    </message>
</context>
<context>
    <name>KGExport</name>
    <message>
        <source>The folder {folder} does not exist; choose another place for the picture.</source>
        <translation>文件夹 {folder} 不存在；请为图片选择其他位置。</translation>
    </message>
    <message>
        <source>The folder {folder} is not writable; choose another place for the picture.</source>
        <translation>文件夹 {folder} 不可写；请为图片选择其他位置。</translation>
    </message>
    <message>
        <source>Could not write {path}.</source>
        <translation>无法写入 {path}。</translation>
    </message>
    <message>
        <source>Knowledge graph</source>
        <translation>知识图谱</translation>
    </message>
    <message>
        <source>Exported from GoClaw Lite</source>
        <translation>从 GoClaw Lite 导出</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Export graph</source>
        <translation>导出图谱</translation>
    </message>
    <message>
        <source>Exporting the graph</source>
        <translation>导出图谱</translation>
    </message>
</context>
<context>
    <name>KGPage</name>
    <message>
        <source>You are looking at the past; untick “As of” to make changes.</source>
        <translation>你正在查看过去的状态；取消勾选“截至”即可进行更改。</translation>
    </message>
    <message>
        <source>Knowledge graph</source>
        <translation>知识图谱</translation>
    </message>
    <message>
        <source>What your agents have learned: search it, walk its relations, and correct what is wrong.</source>
        <translation>你的智能体学到的内容：搜索、沿关系浏览，并纠正错误。</translation>
    </message>
    <message>
        <source>Graph and duplicates</source>
        <translation>图谱和重复项</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>图谱</translation>
    </message>
    <message>
        <source>Duplicates</source>
        <translation>重复项</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>没有可撤销的操作</translation>
    </message>
    <message>
        <source>Remove entities and relations below a confidence, after a count of what goes</source>
        <translation>删除低于某置信度的实体和关系（先统计将删除的内容）</translation>
    </message>
    <message>
        <source>Loading agents</source>
        <translation>加载智能体</translation>
    </message>
    <message>
        <source>No agent exists yet.</source>
        <translation>还没有智能体。</translation>
    </message>
    <message>
        <source>Counting entities</source>
        <translation>统计实体</translation>
    </message>
    <message>
        <source>Loading duplicates</source>
        <translation>加载重复项</translation>
    </message>
    <message>
        <source>Imported a knowledge graph.</source>
        <translation>已导入知识图谱。</translation>
    </message>
    <message>
        <source>Duplicates ({count})</source>
        <translation>重复项（{count}）</translation>
    </message>
    <message>
        <source>That entity does not exist at this moment.</source>
        <translation>该实体在此时刻不存在。</translation>
    </message>
    <message>
        <source>Opening the entity</source>
        <translation>打开实体</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>已保存 {name}。</translation>
    </message>
    <message>
        <source>Saving {name}</source>
        <translation>保存 {name}</translation>
    </message>
    <message numerus="yes">
        <source>Delete “{name}” and its %n relation(s)?</source>
        <translation>
            <numerusform>删除“{name}”及其 %n 个关系？</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) brings them back until your next change.</source>
        <translation>在你下次更改之前，撤销（Ctrl+Z）可将它们恢复。</translation>
    </message>
    <message>
        <source>Deleted “{name}”. Undo (Ctrl+Z) brings it back.</source>
        <translation>已删除“{name}”。撤销（Ctrl+Z）可将其恢复。</translation>
    </message>
    <message>
        <source>Deleted {name}.</source>
        <translation>已删除 {name}。</translation>
    </message>
    <message>
        <source>Deleting {name}</source>
        <translation>删除 {name}</translation>
    </message>
    <message>
        <source>{undo} (Ctrl+Z)</source>
        <translation>{undo}（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Merging</source>
        <translation>合并</translation>
    </message>
    <message>
        <source>Merge duplicates?</source>
        <translation>合并重复项？</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) splits them again until your next change.</source>
        <translation>在你下次更改之前，撤销（Ctrl+Z）可再次拆分它们。</translation>
    </message>
    <message>
        <source>Merge into “{name}”</source>
        <translation>合并到“{name}”</translation>
    </message>
    <message>
        <source>Merged {merged} into {survivor}. Undo (Ctrl+Z) splits them again.</source>
        <translation>已将 {merged} 合并到 {survivor}。撤销（Ctrl+Z）可再次拆分。</translation>
    </message>
    <message>
        <source>Kept both; this pair will not be proposed again.</source>
        <translation>已保留两者；不会再提议这一对。</translation>
    </message>
    <message>
        <source>Keeping both</source>
        <translation>保留两者</translation>
    </message>
    <message>
        <source>this agent</source>
        <translation>此智能体</translation>
    </message>
    <message>
        <source>Counting what would be pruned</source>
        <translation>统计将被修剪的内容</translation>
    </message>
    <message numerus="yes">
        <source>Pruned %Ln entity(ies) and {relations} below {confidence}.</source>
        <translation>
            <numerusform>已修剪低于 {confidence} 的 %Ln 个实体和{relations}。</numerusform>
        </translation>
    </message>
    <message>
        <source>The entity shown was pruned.</source>
        <translation>显示的实体已被修剪。</translation>
    </message>
    <message>
        <source>Pruning</source>
        <translation>修剪</translation>
    </message>
    <message>
        <source>No agent exists yet; create one on the Agents page.</source>
        <translation>还没有智能体；请在“智能体”页面创建一个。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(ies)</source>
        <translation>
            <numerusform>%Ln 个实体</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln 个关系</numerusform>
        </translation>
    </message>
    <message>
        <source>This agent&apos;s knowledge graph is empty.</source>
        <translation>此智能体的知识图谱为空。</translation>
    </message>
    <message>
        <source>{agent}-knowledge-graph</source>
        <translation>{agent}-知识图谱</translation>
    </message>
</context>
<context>
    <name>KGTime</name>
    <message>
        <source>from {start} (not yet valid)</source>
        <translation>自 {start} 起（尚未生效）</translation>
    </message>
    <message>
        <source>since {start}</source>
        <translation>自 {start} 起</translation>
    </message>
    <message>
        <source>{start} – {end} (ended)</source>
        <translation>{start} – {end}（已结束）</translation>
    </message>
    <message>
        <source>{start} – {end} (not yet valid)</source>
        <translation>{start} – {end}（尚未生效）</translation>
    </message>
</context>
<context>
    <name>KeyBackupDialog</name>
    <message>
        <source>Back up the encryption key</source>
        <translation>备份加密密钥</translation>
    </message>
    <message>
        <source>Every API key and credential GoClaw Lite stores is sealed with this key. If this computer is lost or its keyring is reset, only a copy of the key opens your data again.</source>
        <translation>GoClaw Lite 保存的每个 API 密钥和凭据都用此密钥加密。如果这台电脑丢失或其钥匙串被重置，只有密钥的副本才能再次打开你的数据。</translation>
    </message>
    <message>
        <source>No key is in use.</source>
        <translation>当前未使用密钥。</translation>
    </message>
    <message>
        <source>Kept in:</source>
        <translation>保存位置：</translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation>指纹：</translation>
    </message>
    <message>
        <source>Anyone who has this file can read every credential and API key stored here.</source>
        <translation>任何拿到此文件的人都能读取这里保存的所有凭据和 API 密钥。</translation>
    </message>
    <message>
        <source>Keep it apart from this computer, in a password manager or on an encrypted drive; never in a shared or synced folder. The file is readable only by you.</source>
        <translation>请把它与这台电脑分开存放：放在密码管理器或加密驱动器中；切勿放在共享或同步的文件夹里。此文件只有你能读取。</translation>
    </message>
    <message>
        <source>&amp;Save to a file…</source>
        <translation>保存到文件(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the key to a file</source>
        <translation>将密钥保存到文件</translation>
    </message>
    <message>
        <source>Backing up the key</source>
        <translation>备份密钥</translation>
    </message>
    <message>
        <source>Saved to {file}, readable only by you. Move it somewhere safe.</source>
        <translation>已保存到 {file}，只有你能读取。请把它移到安全的地方。</translation>
    </message>
</context>
<context>
    <name>KeyEntryDialog</name>
    <message>
        <source>Key problem</source>
        <translation>密钥问题</translation>
    </message>
    <message>
        <source>&amp;Encryption key:</source>
        <translation>加密密钥(&amp;E)：</translation>
    </message>
    <message>
        <source>Encryption key</source>
        <translation>加密密钥</translation>
    </message>
    <message>
        <source>64 hex characters, 44 base64 characters, or 32 characters</source>
        <translation>64 个十六进制字符、44 个 base64 字符或 32 个字符</translation>
    </message>
    <message>
        <source>Show key</source>
        <translation>显示密钥</translation>
    </message>
    <message>
        <source>Remember this key on this computer (OS keyring, or the key file)</source>
        <translation>在这台电脑上记住此密钥（系统钥匙串或密钥文件）</translation>
    </message>
    <message>
        <source>Remember this key</source>
        <translation>记住此密钥</translation>
    </message>
    <message>
        <source>Use key</source>
        <translation>使用密钥</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
</context>
<context>
    <name>KeyPage</name>
    <message>
        <source>Your encryption key</source>
        <translation>你的加密密钥</translation>
    </message>
    <message>
        <source>Every API key and credential GoClaw Lite stores is sealed with it (AES-256-GCM).</source>
        <translation>GoClaw Lite 保存的每个 API 密钥和凭据都用它加密（AES-256-GCM）。</translation>
    </message>
    <message>
        <source>Stored in:</source>
        <translation>存放于：</translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation>指纹：</translation>
    </message>
    <message>
        <source>GoClaw Lite made this key for your data when it started just now.</source>
        <translation>GoClaw Lite 刚才启动时为你的数据创建了此密钥。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keep a copy of this key somewhere safe: without it, stored credentials and API keys cannot be recovered.&lt;/b&gt; Save it to a file you keep apart from this computer (a password manager or an encrypted drive).</source>
        <translation>&lt;b&gt;请把此密钥的副本存放在安全的地方：没有它，已保存的凭据和 API 密钥将无法恢复。&lt;/b&gt;请把它保存到一个与这台电脑分开存放的文件中（密码管理器或加密驱动器）。</translation>
    </message>
    <message>
        <source>Back &amp;up the key…</source>
        <translation>备份密钥(&amp;U)…</translation>
    </message>
    <message>
        <source>Back up the encryption key</source>
        <translation>备份加密密钥</translation>
    </message>
    <message>
        <source>No key is in use yet; it is created when you first store a secret.</source>
        <translation>尚未使用任何密钥；首次保存机密时会创建。</translation>
    </message>
</context>
<context>
    <name>KeyWords</name>
    <message>
        <source>no key (the database expects one)</source>
        <translation>没有密钥（数据库需要密钥）</translation>
    </message>
    <message>
        <source>no key</source>
        <translation>没有密钥</translation>
    </message>
    <message>
        <source>entered at startup (not stored)</source>
        <translation>启动时输入（未保存）</translation>
    </message>
    <message>
        <source>environment variable {name}</source>
        <translation>环境变量 {name}</translation>
    </message>
    <message>
        <source>the OS keyring</source>
        <translation>系统密钥环</translation>
    </message>
    <message>
        <source>the file {path}</source>
        <translation>文件 {path}</translation>
    </message>
</context>
<context>
    <name>KnownText</name>
    <message>
        <source>The MCP server {server} exited or closed the connection before it was ready.</source>
        <translation>MCP 服务器 {server} 在就绪之前就已退出或关闭了连接。</translation>
    </message>
    <message>
        <source>The MCP server {server} did not finish starting within {seconds} s.</source>
        <translation>MCP 服务器 {server} 未能在 {seconds} 秒内完成启动。</translation>
    </message>
    <message>
        <source>The MCP server {server} could not be started: {command} was not found or is not executable.</source>
        <translation>无法启动 MCP 服务器 {server}：找不到 {command}，或它不可执行。</translation>
    </message>
    <message>
        <source>The MCP server {server} refused the credential (HTTP {status}): the API key or the Authorization header is wrong or missing; change it on the MCP page.</source>
        <translation>MCP 服务器 {server} 拒绝了凭据（HTTP {status}）：API 密钥或 Authorization 标头有误或缺失；请在 MCP 页面中修改。</translation>
    </message>
    <message>
        <source>The MCP server {server} answered HTTP {status} at {url}.</source>
        <translation>MCP 服务器 {server} 在 {url} 返回了 HTTP {status}。</translation>
    </message>
    <message>
        <source>The MCP server {server} closed the connection.</source>
        <translation>MCP 服务器 {server} 关闭了连接。</translation>
    </message>
    <message>
        <source>The MCP server {server} is turned off; turn it on first.</source>
        <translation>MCP 服务器 {server} 已停用；请先启用它。</translation>
    </message>
    <message>
        <source>The MCP server {server} is not running.</source>
        <translation>MCP 服务器 {server} 未在运行。</translation>
    </message>
    <message>
        <source>The MCP server {server} offers no tools: its tool prefix {prefix} is the one of {earlier}, added earlier; give it a prefix of its own on the MCP page.</source>
        <translation>MCP 服务器 {server} 不提供任何工具：它的工具前缀 {prefix} 与先添加的 {earlier} 相同；请在 MCP 页面中为它设置自己的前缀。</translation>
    </message>
    <message>
        <source>The MCP server {server} failed: {detail}</source>
        <translation>MCP 服务器 {server} 出错：{detail}</translation>
    </message>
    <message>
        <source>Missed: it was due at {when}, while the computer was asleep or off.</source>
        <translation>已错过：它应在 {when} 运行，当时计算机处于睡眠或关机状态。</translation>
    </message>
    <message>
        <source>Stopped: the app closed during the run.</source>
        <translation>已停止：运行期间应用被关闭。</translation>
    </message>
    <message>
        <source>Internal error ({kind}); see the log file.</source>
        <translation>内部错误（{kind}）；请查看日志文件。</translation>
    </message>
    <message>
        <source>{reason} What it wrote last:</source>
        <translation>{reason}它最后输出的内容：</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Follow the system ({language})</source>
        <translation>跟随系统（{language}）</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Time zone</source>
        <translation>时区</translation>
    </message>
    <message>
        <source>Follow the system ({zone})</source>
        <translation>跟随系统（{zone}）</translation>
    </message>
    <message>
        <source>Time &amp;zone:</source>
        <translation>时区(&amp;Z)：</translation>
    </message>
    <message>
        <source>Times in the window are shown in this zone. The command line stays in English.</source>
        <translation>窗口中的时间按此时区显示。命令行仍使用英文。</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>the time zone</source>
        <translation>时区</translation>
    </message>
</context>
<context>
    <name>LayoutRunner</name>
    <message>
        <source>Laying out the graph</source>
        <translation>布局图谱</translation>
    </message>
</context>
<context>
    <name>LegendBar</name>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message numerus="yes">
        <source>+%n type(s)</source>
        <translation>
            <numerusform>+%n 种类型</numerusform>
        </translation>
    </message>
    <message>
        <source>Entity types in the picture: {listed}. Click a type to hide or show it.</source>
        <translation>图中的实体类型：{listed}。单击某个类型可隐藏或显示它。</translation>
    </message>
</context>
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
        <source>About GoClaw Lite</source>
        <translation>关于 GoClaw Lite</translation>
    </message>
    <message>
        <source>&lt;b&gt;GoClaw Lite&lt;/b&gt; {version}&lt;br&gt;A local agent workbench.&lt;br&gt;&lt;br&gt;Data: {folder}</source>
        <translation>&lt;b&gt;GoClaw Lite&lt;/b&gt; {version}&lt;br&gt;本地智能体工作台。&lt;br&gt;&lt;br&gt;数据：{folder}</translation>
    </message>
</context>
<context>
    <name>McpPage</name>
    <message>
        <source>Model Context Protocol servers give agents more tools. A server runs only when an agent it is granted to needs it; each of its tools asks before its first use.</source>
        <translation>Model Context Protocol 服务器为智能体提供更多工具。服务器只在被授权的智能体需要时才运行；它的每个工具在首次使用前都会询问。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>传输方式</translation>
    </message>
    <message>
        <source>Command or URL</source>
        <translation>命令或 URL</translation>
    </message>
    <message>
        <source>Secrets</source>
        <translation>机密</translation>
    </message>
    <message>
        <source>Tools as</source>
        <translation>工具名称</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>On</source>
        <translation>启用</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Import MCP servers from</source>
        <translation>从以下位置导入 MCP 服务器</translation>
    </message>
    <message>
        <source>MCP configs (*.json);;All files (*)</source>
        <translation>MCP 配置 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP 服务器</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>测试结果</translation>
    </message>
    <message>
        <source>Test a server to see its name and version, its tools with their schemas (and any left out, with the reason), its resources and prompts.</source>
        <translation>测试服务器以查看其名称和版本、工具及其模式（以及被排除的工具和原因）、资源和提示词。</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>测试(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Agents</source>
        <translation>智能体(&amp;A)</translation>
    </message>
    <message>
        <source>Recent calls of the selected server</source>
        <translation>所选服务器最近的调用</translation>
    </message>
    <message>
        <source>Recent &amp;calls</source>
        <translation>最近调用(&amp;C)</translation>
    </message>
    <message>
        <source>No MCP servers yet. A server gives agents more tools: add one by its command or address, or import the servers Claude Desktop, Cursor or VS Code already use (Import… above).</source>
        <translation>还没有 MCP 服务器。服务器为智能体提供更多工具：按命令或地址添加，或导入 Claude Desktop、Cursor 或 VS Code 已在使用的服务器（上方的“导入…”）。</translation>
    </message>
    <message>
        <source>Add a server…</source>
        <translation>添加服务器…</translation>
    </message>
    <message>
        <source>MCP status</source>
        <translation>MCP 状态</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Add an MCP server</source>
        <translation>添加 MCP 服务器</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Edit the selected server</source>
        <translation>编辑所选服务器</translation>
    </message>
    <message>
        <source>Disable</source>
        <translation>停用</translation>
    </message>
    <message>
        <source>Enable or disable the selected server</source>
        <translation>启用或停用所选服务器</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Connect to the selected server and list what it offers</source>
        <translation>连接所选服务器并列出其提供的内容</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Remove the selected server and its grants</source>
        <translation>删除所选服务器及其授权</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>Import servers from a Claude Desktop, Cursor or VS Code config</source>
        <translation>从 Claude Desktop、Cursor 或 VS Code 的配置导入服务器</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Load the servers again</source>
        <translation>重新加载服务器</translation>
    </message>
    <message>
        <source>Agents that may use the selected server</source>
        <translation>可以使用所选服务器的智能体</translation>
    </message>
    <message>
        <source>Grant to an agent…</source>
        <translation>授予智能体…</translation>
    </message>
    <message>
        <source>Let an agent use the selected server</source>
        <translation>让智能体使用所选服务器</translation>
    </message>
    <message>
        <source>Choose tools…</source>
        <translation>选择工具…</translation>
    </message>
    <message>
        <source>Choose which tools the agent may use</source>
        <translation>选择智能体可以使用哪些工具</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Take the server away from the selected agent</source>
        <translation>从所选智能体收回该服务器</translation>
    </message>
    <message>
        <source>Loading the MCP servers</source>
        <translation>加载 MCP 服务器</translation>
    </message>
    <message numerus="yes">
        <source>%n MCP server(s).</source>
        <translation>
            <numerusform>%n 个 MCP 服务器。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not load the MCP servers; see the status bar.</source>
        <translation>无法加载 MCP 服务器；请查看状态栏。</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>It did not start the last time it was needed: {reason}</source>
        <translation>上次需要时它未能启动：{reason}</translation>
    </message>
    <message>
        <source>Did not start</source>
        <translation>未能启动</translation>
    </message>
    <message>
        <source>agents: {agents}</source>
        <translation>智能体：{agents}</translation>
    </message>
    <message>
        <source>Enable</source>
        <translation>启用</translation>
    </message>
    <message>
        <source>Loading the server&apos;s recent calls</source>
        <translation>加载服务器最近的调用</translation>
    </message>
    <message>
        <source>Recent &amp;calls ({count})</source>
        <translation>最近调用(&amp;C)（{count}）</translation>
    </message>
    <message>
        <source>Added MCP server {server}. Test it, then grant it to an agent.</source>
        <translation>已添加 MCP 服务器 {server}。先测试，再把它授予智能体。</translation>
    </message>
    <message>
        <source>Saved MCP server {server}.</source>
        <translation>已保存 MCP 服务器 {server}。</translation>
    </message>
    <message>
        <source>Switching {server}</source>
        <translation>切换 {server}</translation>
    </message>
    <message>
        <source>MCP server {server} is on.</source>
        <translation>MCP 服务器 {server} 已启用。</translation>
    </message>
    <message>
        <source>MCP server {server} is off.</source>
        <translation>MCP 服务器 {server} 已停用。</translation>
    </message>
    <message>
        <source>Connecting to {server}…</source>
        <translation>正在连接 {server}…</translation>
    </message>
    <message>
        <source>Testing {server}</source>
        <translation>测试 {server}</translation>
    </message>
    <message>
        <source>did not connect</source>
        <translation>未能连接</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <translation>
            <numerusform>%n 个工具</numerusform>
        </translation>
    </message>
    <message>
        <source>Tested {label}: {verdict} ({duration_ms} ms).</source>
        <translation>已测试 {label}：{verdict}（{duration_ms} 毫秒）。</translation>
    </message>
    <message>
        <source>Remove the MCP server {label}?</source>
        <translation>删除 MCP 服务器 {label}？</translation>
    </message>
    <message>
        <source>Its grants go with it and agents stop being offered its tools. Its past calls stay in the activity.</source>
        <translation>其授权随之删除，智能体将不再获得它的工具。过去的调用保留在活动记录中。</translation>
    </message>
    <message>
        <source>Removing {server}</source>
        <translation>删除 {server}</translation>
    </message>
    <message>
        <source>Removed MCP server {server}.</source>
        <translation>已删除 MCP 服务器 {server}。</translation>
    </message>
    <message>
        <source>Granted {server}.</source>
        <translation>已授予 {server}。</translation>
    </message>
    <message>
        <source>Saved the tools {agent} may use.</source>
        <translation>已保存 {agent} 可用的工具。</translation>
    </message>
    <message>
        <source>Revoking {server} from {agent}</source>
        <translation>从 {agent} 收回 {server}</translation>
    </message>
    <message>
        <source>Agent {agent} may no longer use {server}.</source>
        <translation>智能体 {agent} 不再可以使用 {server}。</translation>
    </message>
    <message>
        <source>Reading {file}</source>
        <translation>读取 {file}</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n MCP server(s) from {file}.</source>
        <translation>
            <numerusform>已从 {file} 导入 %n 个 MCP 服务器。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>McpWords</name>
    <message>
        <source>Command (stdio)</source>
        <translation>命令（stdio）</translation>
    </message>
    <message>
        <source>HTTP + SSE (older)</source>
        <translation>HTTP + SSE（较旧）</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>所有工具</translation>
    </message>
    <message>
        <source>Only {tools}</source>
        <translation>仅 {tools}</translation>
    </message>
    <message>
        <source>No tools</source>
        <translation>无工具</translation>
    </message>
    <message>
        <source> except {tools}</source>
        <translation>，{tools} 除外</translation>
    </message>
    <message>
        <source>{server} did not connect ({ms} ms).</source>
        <translation>{server} 未能连接（{ms} 毫秒）。</translation>
    </message>
    <message>
        <source>No answer.</source>
        <translation>无响应。</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s) offered to agents as {prefix}__*</source>
        <translation>
            <numerusform>%n 个工具以 {prefix}__* 提供给智能体</numerusform>
        </translation>
    </message>
    <message>
        <source>Connected to {name} {version} (protocol {protocol}) in {ms} ms.</source>
        <translation>已连接到 {name} {version}（协议 {protocol}），用时 {ms} 毫秒。</translation>
    </message>
    <message>
        <source>, {count} left out</source>
        <translation>，{count} 个被排除</translation>
    </message>
    <message>
        <source>Instructions: {text}</source>
        <translation>说明：{text}</translation>
    </message>
    <message>
        <source>✗ {tool} — left out: {problem}</source>
        <translation>✗ {tool} — 已排除：{problem}</translation>
    </message>
    <message>
        <source>• {tool}  (offered as {name})</source>
        <translation>• {tool}（以 {name} 提供）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Resources: {names}</source>
        <translation>资源：{names}</translation>
    </message>
    <message>
        <source>Prompts: {names}</source>
        <translation>提示词：{names}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>list of {kind}</source>
        <translation>{kind} 列表</translation>
    </message>
    <message>
        <source>one of {values}</source>
        <translation>{values} 之一</translation>
    </message>
    <message>
        <source>any value</source>
        <translation>任意值</translation>
    </message>
    <message>
        <source>Takes no arguments.</source>
        <translation>不需要参数。</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <source>, required</source>
        <translation>，必填</translation>
    </message>
    <message>
        <source>, default {value}</source>
        <translation>，默认 {value}</translation>
    </message>
    <message>
        <source>; fields: {names}</source>
        <translation>；字段：{names}</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>Failed: {error}</source>
        <translation>失败：{error}</translation>
    </message>
    <message>
        <source>Failed (the tool said it failed)</source>
        <translation>失败（工具报告失败）</translation>
    </message>
    <message>
        <source>Skipped: {problem}</source>
        <translation>跳过：{problem}</translation>
    </message>
    <message>
        <source>Skipped: a server of that name exists</source>
        <translation>跳过：已存在同名服务器</translation>
    </message>
    <message>
        <source>Will be added</source>
        <translation>将被添加</translation>
    </message>
    <message>
        <source> (sealed)</source>
        <translation>（已加密）</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
</context>
<context>
    <name>MergeWords</name>
    <message>
        <source>no new names</source>
        <translation>（无新名称）</translation>
    </message>
    <message numerus="yes">
        <source>Merge “{merged}” into “{survivor}”? %Ln relation(s) and the names {names} move to “{survivor}”; “{merged}” is removed.</source>
        <translation>
            <numerusform>将“{merged}”合并到“{survivor}”？%Ln 个关系和名称 {names} 将移到“{survivor}”；“{merged}”将被删除。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s) between the two will be dropped.</source>
        <translation>
            <numerusform>两者之间的 %Ln 个关系将被删除。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageLayout</name>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Tool result</source>
        <translation>工具结果</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>The answer failed.</source>
        <translation>回复失败。</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>复制结果</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>运行中…</translation>
    </message>
    <message>
        <source>cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <source>Helpful</source>
        <translation>有帮助</translation>
    </message>
    <message>
        <source>Not helpful</source>
        <translation>没有帮助</translation>
    </message>
    <message>
        <source>View trace</source>
        <translation>查看追踪</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <source>Your message</source>
        <translation>你的消息</translation>
    </message>
    <message>
        <source>Message from {author}</source>
        <translation>来自{author}的消息</translation>
    </message>
    <message>
        <source>the assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <source>Copy message</source>
        <translation>复制消息</translation>
    </message>
    <message>
        <source>Select text…</source>
        <translation>选择文本…</translation>
    </message>
    <message>
        <source>Copy code block {number}</source>
        <translation>复制代码块 {number}</translation>
    </message>
    <message>
        <source>Hide details of {tool}</source>
        <translation>隐藏 {tool} 的详情</translation>
    </message>
    <message>
        <source>Show details of {tool}</source>
        <translation>显示 {tool} 的详情</translation>
    </message>
    <message>
        <source>Copy result of {tool}</source>
        <translation>复制 {tool} 的结果</translation>
    </message>
    <message>
        <source>Open subtask “{name}”</source>
        <translation>打开子任务“{name}”</translation>
    </message>
    <message>
        <source>Cancel subtask “{name}”</source>
        <translation>取消子任务“{name}”</translation>
    </message>
    <message>
        <source>Edit and resend</source>
        <translation>编辑并重新发送</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <source>Helpful</source>
        <translation>有帮助</translation>
    </message>
    <message>
        <source>Not helpful</source>
        <translation>没有帮助</translation>
    </message>
    <message>
        <source>View trace</source>
        <translation>查看追踪</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Previous version ({number}/{count})</source>
        <translation>上一个版本（{number}/{count}）</translation>
    </message>
    <message>
        <source>Next version ({number}/{count})</source>
        <translation>下一个版本（{number}/{count}）</translation>
    </message>
    <message>
        <source>Message actions</source>
        <translation>消息操作</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>The conversation. Arrow keys move between messages; Ctrl+C copies one, Space opens its tool details, F2 edits your message, Ctrl+R regenerates an answer, Alt+Left and Alt+Right switch versions, the Menu key lists everything else.</source>
        <translation>对话。方向键在消息之间移动；Ctrl+C 复制一条消息，Space 打开其工具详情，F2 编辑你的消息，Ctrl+R 重新生成回复，Alt+左 和 Alt+右 切换版本，菜单键列出其他所有操作。</translation>
    </message>
    <message>
        <source>↓  Latest</source>
        <translation>↓  最新</translation>
    </message>
    <message>
        <source>Jump to the latest message</source>
        <translation>跳到最新消息</translation>
    </message>
    <message>
        <source>Jump to the latest message (Ctrl+End)</source>
        <translation>跳到最新消息（Ctrl+End）</translation>
    </message>
</context>
<context>
    <name>ModelsPage</name>
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Models that run on this computer, offline. Download one, then choose it for an agent.</source>
        <translation>在本机离线运行的模型。下载一个，然后把它指定给某个智能体。</translation>
    </message>
    <message>
        <source>Local models</source>
        <translation>本地模型</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Models status</source>
        <translation>模型状态</translation>
    </message>
    <message>
        <source>Filter the list</source>
        <translation>筛选列表</translation>
    </message>
    <message>
        <source>Filter models</source>
        <translation>筛选模型</translation>
    </message>
    <message>
        <source>Search the hub, or name owner/repository/file.gguf</source>
        <translation>搜索 Hub，或输入 所有者/仓库/文件.gguf</translation>
    </message>
    <message>
        <source>Hub search or file</source>
        <translation>Hub 搜索或文件</translation>
    </message>
    <message>
        <source>Search the hub</source>
        <translation>搜索 Hub</translation>
    </message>
    <message>
        <source>Lists the hub&apos;s GGUF files that match; a full owner/repository/file.gguf is downloaded at once</source>
        <translation>列出 Hub 上匹配的 GGUF 文件；输入完整的 所有者/仓库/文件.gguf 则立即下载</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>下载(&amp;D)</translation>
    </message>
    <message>
        <source>Download the selected model</source>
        <translation>下载所选模型</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>&amp;Use for agent</source>
        <translation>用于智能体(&amp;U)</translation>
    </message>
    <message>
        <source>Use the selected model for the agent</source>
        <translation>为智能体使用所选模型</translation>
    </message>
    <message>
        <source>The agent talks to the built-in server running this model from its next message</source>
        <translation>从下一条消息起，该智能体将使用运行此模型的内置服务器</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the selected model</source>
        <translation>删除所选模型</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>下载进度</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>取消下载</translation>
    </message>
    <message>
        <source>Cancel the download</source>
        <translation>取消下载</translation>
    </message>
    <message>
        <source>{name} (built in)</source>
        <translation>{name}（内置）</translation>
    </message>
    <message>
        <source>Listing the local models</source>
        <translation>列出本地模型</translation>
    </message>
    <message>
        <source>Installed with GoClaw Lite</source>
        <translation>随 GoClaw Lite 安装</translation>
    </message>
    <message>
        <source>Checked at download</source>
        <translation>下载时检查</translation>
    </message>
    <message>
        <source>Runs here</source>
        <translation>可在本机运行</translation>
    </message>
    <message>
        <source>Not enough memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>Not enough disk</source>
        <translation>磁盘空间不足</translation>
    </message>
    <message>
        <source>Downloading…</source>
        <translation>正在下载…</translation>
    </message>
    <message>
        <source>Used by %1</source>
        <translation>被 %1 使用</translation>
    </message>
    <message>
        <source>Built in</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>Downloaded</source>
        <translation>已下载</translation>
    </message>
    <message>
        <source>On the hub</source>
        <translation>在 Hub 上</translation>
    </message>
    <message>
        <source>Searching the hub for “%1”…</source>
        <translation>正在 Hub 上搜索“%1”…</translation>
    </message>
    <message>
        <source>Searching the hub</source>
        <translation>搜索 Hub</translation>
    </message>
    <message numerus="yes">
        <source>%n GGUF file(s) on the hub match; select one and press Download.</source>
        <translation>
            <numerusform>Hub 上有 %n 个 GGUF 文件匹配；选择一个并点击“下载”。</numerusform>
        </translation>
    </message>
    <message>
        <source>No GGUF file on the hub matches.</source>
        <translation>Hub 上没有匹配的 GGUF 文件。</translation>
    </message>
    <message>
        <source>Checking %1 with the hub…</source>
        <translation>正在向 Hub 核对 %1…</translation>
    </message>
    <message>
        <source>Downloading a model</source>
        <translation>下载模型</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
    <message numerus="yes">
        <source>%n h left</source>
        <translation>
            <numerusform>剩余 %n 小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min left</source>
        <translation>
            <numerusform>剩余 %n 分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s left</source>
        <translation>
            <numerusform>剩余 %n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>%1 was already downloaded.</source>
        <translation>%1 已经下载过了。</translation>
    </message>
    <message>
        <source>Downloaded %1 (%2), checksum verified.</source>
        <translation>已下载 %1（%2），校验和已验证。</translation>
    </message>
    <message>
        <source>Download cancelled; nothing was kept.</source>
        <translation>下载已取消；未保留任何文件。</translation>
    </message>
    <message>
        <source>The download failed: %1</source>
        <translation>下载失败：%1</translation>
    </message>
    <message>
        <source>Choosing a model</source>
        <translation>选择模型</translation>
    </message>
    <message>
        <source>%1 now uses %2; the model starts with its next message.</source>
        <translation>%1 现在使用 %2；模型会在下一条消息时启动。</translation>
    </message>
    <message>
        <source>Removing a model</source>
        <translation>删除模型</translation>
    </message>
    <message>
        <source>Delete the downloaded file of %1?</source>
        <translation>删除 %1 已下载的文件？</translation>
    </message>
    <message>
        <source>It frees %1 of disk; you can download it again later.</source>
        <translation>这将释放 %1 磁盘空间；之后可以再次下载。</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>已删除 %1。</translation>
    </message>
</context>
<context>
    <name>NextStepCard</name>
    <message>
        <source>{action}: {title}</source>
        <translation>{action}：{title}</translation>
    </message>
</context>
<context>
    <name>NoKeyPanel</name>
    <message>
        <source>Credentials need the encryption key</source>
        <translation>凭据需要加密密钥</translation>
    </message>
    <message>
        <source>Tool credentials are only ever stored encrypted, and GoClaw Lite was started without the encryption key, so they can be neither shown nor changed.

Quit and start GoClaw Lite again: it asks for the key when it cannot find it. Paste the key from your key backup.</source>
        <translation>工具凭据始终只以加密形式保存，而 GoClaw Lite 启动时没有加密密钥，因此既不能显示也不能修改它们。

请退出并重新启动 GoClaw Lite：找不到密钥时它会向你索要。请粘贴你备份的密钥。</translation>
    </message>
</context>
<context>
    <name>NoticeBanner</name>
    <message>
        <source>Notice</source>
        <translation>通知</translation>
    </message>
    <message>
        <source>Notice action</source>
        <translation>通知操作</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Dismiss notice</source>
        <translation>关闭通知</translation>
    </message>
</context>
<context>
    <name>NoticeDialog</name>
    <message>
        <source>Back up the key…</source>
        <translation>备份密钥…</translation>
    </message>
    <message>
        <source>Back up the encryption key</source>
        <translation>备份加密密钥</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>成功</translation>
    </message>
</context>
<context>
    <name>OpenProgress</name>
    <message>
        <source>Updating the database</source>
        <translation>正在更新数据库</translation>
    </message>
    <message>
        <source>{what} ({done} of {total})</source>
        <translation>{what}（{done} / {total}）</translation>
    </message>
</context>
<context>
    <name>OverrideWords</name>
    <message>
        <source>temperature {value}</source>
        <translation>温度 {value}</translation>
    </message>
    <message>
        <source>no token limit</source>
        <translation>不限 token 数</translation>
    </message>
    <message numerus="yes">
        <source>at most %Ln token(s)</source>
        <translation>
            <numerusform>最多 %Ln 个 token</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PageBar</name>
    <message>
        <source>List</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>Show or hide the entity list</source>
        <translation>显示或隐藏实体列表</translation>
    </message>
    <message>
        <source>&amp;Agent</source>
        <translation>智能体(&amp;A)</translation>
    </message>
    <message>
        <source>Graph totals</source>
        <translation>图谱统计</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>没有可撤销的操作</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>Add the entities and relations of a knowledge graph file (JSON)</source>
        <translation>添加知识图谱文件 (JSON) 中的实体和关系</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Save this agent&apos;s whole knowledge graph as a file (JSON) to import elsewhere</source>
        <translation>将此智能体的整个知识图谱保存为文件 (JSON)，以便在别处导入</translation>
    </message>
    <message>
        <source>Prune…</source>
        <translation>修剪…</translation>
    </message>
    <message>
        <source>Prune low-confidence knowledge</source>
        <translation>修剪低置信度知识</translation>
    </message>
    <message>
        <source>More</source>
        <translation>更多</translation>
    </message>
    <message>
        <source>More: import, export and prune</source>
        <translation>更多：导入、导出和修剪</translation>
    </message>
    <message>
        <source>Import…, Export… and Prune…</source>
        <translation>导入…、导出…和修剪…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Load everything again (F5)</source>
        <translation>重新加载全部（F5）</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Show or hide the details panel</source>
        <translation>显示或隐藏详情面板</translation>
    </message>
</context>
<context>
    <name>ProbeWords</name>
    <message>
        <source>{server} (port {port})</source>
        <translation>{server}（端口 {port}）</translation>
    </message>
    <message numerus="yes">
        <source>{server}: %Ln model(s)</source>
        <translation>
            <numerusform>{server}：%Ln 个模型</numerusform>
        </translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>未及时响应</translation>
    </message>
    <message>
        <source>nothing is listening</source>
        <translation>没有服务在监听</translation>
    </message>
    <message>
        <source>the server wants a valid API key</source>
        <translation>服务器需要有效的 API 密钥</translation>
    </message>
    <message>
        <source>answered HTTP {status}, not a model list</source>
        <translation>返回 HTTP {status}，而不是模型列表</translation>
    </message>
    <message>
        <source>not an OpenAI-compatible server</source>
        <translation>不是兼容 OpenAI 的服务器</translation>
    </message>
</context>
<context>
    <name>ProgressPanel</name>
    <message>
        <source>about {seconds} s left</source>
        <translation>大约还剩 {seconds} 秒</translation>
    </message>
    <message>
        <source>about {minutes} min left</source>
        <translation>大约还剩 {minutes} 分钟</translation>
    </message>
    <message>
        <source>Overall progress</source>
        <translation>总体进度</translation>
    </message>
    <message>
        <source>Copy rate and time left</source>
        <translation>复制速度和剩余时间</translation>
    </message>
    <message>
        <source>Tables to copy</source>
        <translation>要复制的表</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>{table} progress</source>
        <translation>{table} 进度</translation>
    </message>
    <message>
        <source>{rows} in {tables}.</source>
        <translation>{tables}中共 {rows}。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n 个表</numerusform>
        </translation>
    </message>
    <message>
        <source>{done} of {total} rows · {rate} rows/s</source>
        <translation>{done} / {total} 行 · 每秒 {rate} 行</translation>
    </message>
    <message>
        <source>copied in {duration}</source>
        <translation>复制用时 {duration}</translation>
    </message>
</context>
<context>
    <name>PromotePage</name>
    <message>
        <source>Copy everything into a PostgreSQL database (the Standard edition&apos;s store), check it table by table, and use it from now on if you like. Your SQLite file stays as it is.</source>
        <translation>把所有内容复制到 PostgreSQL 数据库（Standard 版的存储），逐表核对，如果愿意，今后就使用它。你的 SQLite 文件保持不变。</translation>
    </message>
    <message>
        <source>Promote to PostgreSQL</source>
        <translation>迁移到 PostgreSQL</translation>
    </message>
    <message>
        <source>GoClaw Lite already runs on {description}. Nothing to promote.</source>
        <translation>GoClaw Lite 已在 {description} 上运行。无需迁移。</translation>
    </message>
    <message>
        <source>1. Server</source>
        <translation>1. 服务器</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>an empty database, e.g. goclaw</source>
        <translation>一个空数据库，例如 goclaw</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>a user that may create tables there</source>
        <translation>有权在其中建表的用户</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>kept only while this window is open</source>
        <translation>仅在此窗口打开期间保留</translation>
    </message>
    <message>
        <source>H&amp;ost:</source>
        <translation>主机(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Connect, check the server and your privileges, and count the rows; writes nothing</source>
        <translation>连接并检查服务器和你的权限，统计行数；不写入任何内容</translation>
    </message>
    <message>
        <source>Check result</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>2. Copy and verify</source>
        <translation>2. 复制并核对</translation>
    </message>
    <message>
        <source>Afterwards, use PostgreSQL from now on</source>
        <translation>完成后今后都使用 PostgreSQL</translation>
    </message>
    <message>
        <source>Takes effect when GoClaw Lite restarts</source>
        <translation>GoClaw Lite 重启后生效</translation>
    </message>
    <message>
        <source>Use PostgreSQL after the copy</source>
        <translation>复制后使用 PostgreSQL</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>Start promotion</source>
        <translation>开始迁移</translation>
    </message>
    <message>
        <source>Use PostgreSQL from now on</source>
        <translation>从现在起使用 PostgreSQL</translation>
    </message>
    <message>
        <source>Verify once more, then make GoClaw Lite use PostgreSQL from its next start</source>
        <translation>再核对一次，然后让 GoClaw Lite 从下次启动起使用 PostgreSQL</translation>
    </message>
    <message>
        <source>Promotion result</source>
        <translation>迁移结果</translation>
    </message>
    <message>
        <source>Checking {server}…</source>
        <translation>正在检查 {server}…</translation>
    </message>
    <message>
        <source>Check failed.</source>
        <translation>检查失败。</translation>
    </message>
    <message>
        <source>Checking the PostgreSQL server</source>
        <translation>检查 PostgreSQL 服务器</translation>
    </message>
    <message>
        <source>already holds this install: Start continues or re-verifies it</source>
        <translation>已包含此安装：“开始”会继续或重新核对</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>PostgreSQL {version} at {target}: {state}. {rows} to copy (roughly {seconds} s).</source>
        <translation>{target} 上的 PostgreSQL {version}：{state}。需复制 {rows}（约 {seconds} 秒）。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln 行</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>Copying into {server}…</source>
        <translation>正在复制到 {server}…</translation>
    </message>
    <message>
        <source>The promotion stopped; Start continues it.</source>
        <translation>迁移已停止；点“开始”可继续。</translation>
    </message>
    <message>
        <source>Promoting to PostgreSQL</source>
        <translation>迁移到 PostgreSQL</translation>
    </message>
    <message>
        <source>Nothing new to copy into {server}.</source>
        <translation>没有新内容需要复制到 {server}。</translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln row(s) into {server}.</source>
        <translation>
            <numerusform>已复制 %Ln 行到 {server}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Verified %n table(s): row counts and checksums match.</source>
        <translation>
            <numerusform>已核对 %n 个表：行数和校验和一致。</numerusform>
        </translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <source>Verifying once more, then switching…</source>
        <translation>正在再次核对，然后切换…</translation>
    </message>
    <message>
        <source>Not switched.</source>
        <translation>未切换。</translation>
    </message>
    <message>
        <source>Switching to PostgreSQL</source>
        <translation>切换到 PostgreSQL</translation>
    </message>
    <message>
        <source> The password was not stored: put it in ~/.pgpass (or PGPASSWORD) so GoClaw Lite can connect.</source>
        <translation>密码未保存：请把它写入 ~/.pgpass（或 PGPASSWORD），以便 GoClaw Lite 连接。</translation>
    </message>
    <message>
        <source>GoClaw Lite will use {server} from the next start. Restart GoClaw Lite now; until then this window keeps writing to SQLite, and that would not be in PostgreSQL. The SQLite file is kept read-only as a backup, and the guide&apos;s PostgreSQL page says how to switch back to it.</source>
        <translation>GoClaw Lite 将从下次启动起使用 {server}。请立即重启 GoClaw Lite；在此之前，此窗口仍写入 SQLite，这些内容不会出现在 PostgreSQL 中。SQLite 文件以只读方式保留为备份，指南的 PostgreSQL 一页说明了如何切换回去。</translation>
    </message>
    <message>
        <source>Switched: restart GoClaw Lite.</source>
        <translation>已切换：请重启 GoClaw Lite。</translation>
    </message>
</context>
<context>
    <name>ProvidersBox</name>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>密钥</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>默认模型</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>使用</translation>
    </message>
    <message numerus="yes">
        <source>{server} is the model server of %n agent(s): {agents}. Remove it anyway?</source>
        <translation>
            <numerusform>{server} 是 %n 个智能体的模型服务器：{agents}。仍要删除吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Those agents cannot chat until you give them another server (Agents). This cannot be undone.</source>
        <translation>在你为这些智能体指定其他服务器（智能体页面）之前，它们无法聊天。此操作无法撤销。</translation>
    </message>
    <message>
        <source>Remove {server}? It is a fallback of {agents}.</source>
        <translation>删除 {server}？它是 {agents} 的备用服务器。</translation>
    </message>
    <message>
        <source>Those agents skip it from now on. This cannot be undone.</source>
        <translation>这些智能体今后将跳过它。此操作无法撤销。</translation>
    </message>
    <message>
        <source>Remove {server} ({address})?</source>
        <translation>删除 {server}（{address}）？</translation>
    </message>
    <message>
        <source>No agent uses it. This cannot be undone.</source>
        <translation>没有智能体使用它。此操作无法撤销。</translation>
    </message>
    <message>
        <source>Model servers</source>
        <translation>模型服务器</translation>
    </message>
    <message>
        <source>Add &amp;server…</source>
        <translation>添加服务器(&amp;S)…</translation>
    </message>
    <message>
        <source>Add a model server</source>
        <translation>添加模型服务器</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>Edit the selected server</source>
        <translation>编辑所选服务器</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>测试(&amp;T)</translation>
    </message>
    <message>
        <source>List the selected server&apos;s models</source>
        <translation>列出所选服务器的模型</translation>
    </message>
    <message>
        <source>Stop &amp;using</source>
        <translation>停止使用(&amp;U)</translation>
    </message>
    <message>
        <source>Stop or start using the selected server</source>
        <translation>停止或开始使用所选服务器</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>删除(&amp;R)…</translation>
    </message>
    <message>
        <source>Remove the selected server</source>
        <translation>删除所选服务器</translation>
    </message>
    <message>
        <source>Model servers status</source>
        <translation>模型服务器状态</translation>
    </message>
    <message>
        <source>Listing model servers</source>
        <translation>列出模型服务器</translation>
    </message>
    <message>
        <source>stored</source>
        <translation>已保存</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>used</source>
        <translation>使用中</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>未使用</translation>
    </message>
    <message>
        <source>No model server yet: Add server… sets one up.</source>
        <translation>还没有模型服务器：点“添加服务器…”来设置一个。</translation>
    </message>
    <message>
        <source>&amp;Use again</source>
        <translation>重新使用(&amp;U)</translation>
    </message>
    <message>
        <source>{server} added.</source>
        <translation>已添加 {server}。</translation>
    </message>
    <message>
        <source>{server} saved.</source>
        <translation>已保存 {server}。</translation>
    </message>
    <message>
        <source>Asking {label} for its models…</source>
        <translation>正在向 {label} 查询模型…</translation>
    </message>
    <message>
        <source> Its default model {model} is not among them.</source>
        <translation>其默认模型 {model} 不在其中。</translation>
    </message>
    <message>
        <source>{server}: {summary}</source>
        <translation>{server}：{summary}</translation>
    </message>
    <message>
        <source>Testing {label}</source>
        <translation>测试 {label}</translation>
    </message>
    <message>
        <source>{server} is used again.</source>
        <translation>{server} 已重新启用。</translation>
    </message>
    <message>
        <source>{server} is not used any more (agents on it fall back or fail).</source>
        <translation>{server} 已停用（使用它的智能体将改用备用模型或失败）。</translation>
    </message>
    <message>
        <source>Changing {label}</source>
        <translation>更改 {label}</translation>
    </message>
    <message>
        <source>Checking who uses {label}</source>
        <translation>检查谁在使用 {label}</translation>
    </message>
    <message>
        <source>Not removed: {agents} chat through {label}.</source>
        <translation>未删除：{agents} 正通过 {label} 聊天。</translation>
    </message>
    <message>
        <source>Remove {label}?</source>
        <translation>删除 {label}？</translation>
    </message>
    <message>
        <source>Remove anyway</source>
        <translation>仍要删除</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove {label}</source>
        <translation>删除 {label}</translation>
    </message>
    <message numerus="yes">
        <source> %n agent(s) need another server: {agents}.</source>
        <translation>
            <numerusform>%n 个智能体需要另一个服务器：{agents}。</numerusform>
        </translation>
    </message>
    <message>
        <source>{label} removed.{tail}</source>
        <translation>已删除 {label}。{tail}</translation>
    </message>
    <message>
        <source>Removing {label}</source>
        <translation>删除 {label}</translation>
    </message>
</context>
<context>
    <name>PruneDialog</name>
    <message>
        <source>Prune low-confidence knowledge</source>
        <translation>修剪低置信度知识</translation>
    </message>
    <message>
        <source>Remove the entities and relations of {agent} whose confidence is below a threshold. An entity&apos;s relations go with it. This cannot be undone.</source>
        <translation>删除 {agent} 中置信度低于阈值的实体和关系。实体的关系会随之删除。此操作无法撤销。</translation>
    </message>
    <message>
        <source>Minimum confidence to keep</source>
        <translation>保留所需的最低置信度</translation>
    </message>
    <message>
        <source>&amp;Keep confidence ≥</source>
        <translation>保留置信度 ≥(&amp;K)</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>正在统计…</translation>
    </message>
    <message>
        <source>What would be removed</source>
        <translation>将被删除的内容</translation>
    </message>
    <message>
        <source>Pre&amp;view</source>
        <translation>预览(&amp;V)</translation>
    </message>
    <message>
        <source>Count what would be removed</source>
        <translation>统计将被删除的内容</translation>
    </message>
    <message>
        <source>Count again what this threshold would remove (Enter)</source>
        <translation>重新统计此阈值将删除的内容（Enter）</translation>
    </message>
    <message>
        <source>&amp;Prune</source>
        <translation>修剪(&amp;P)</translation>
    </message>
    <message>
        <source>Prune now</source>
        <translation>立即修剪</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Nothing has a confidence below {confidence}.</source>
        <translation>没有置信度低于 {confidence} 的内容。</translation>
    </message>
    <message>
        <source>Lowest first: {names}</source>
        <translation>最低的在前：{names}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln 个关系</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(ies) and {relations} would be removed.</source>
        <translation>
            <numerusform>将删除 %Ln 个实体和{relations}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Pruning…</source>
        <translation>正在修剪…</translation>
    </message>
</context>
<context>
    <name>SecretRows</name>
    <message>
        <source>Add {what}</source>
        <translation>添加{what}</translation>
    </message>
    <message>
        <source>Values are stored encrypted and shown masked; leave a stored one blank to keep it.</source>
        <translation>值会加密保存并以掩码显示；已保存的值留空即保持不变。</translation>
    </message>
    <message>
        <source>{what} name</source>
        <translation>{what}名称</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Value of {what} {name}</source>
        <translation>{what} {name} 的值</translation>
    </message>
    <message>
        <source>{MASK} (stored; type to replace)</source>
        <translation>{MASK}（已保存；输入以替换）</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove this {what}</source>
        <translation>删除此{what}</translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <source>OpenAI-compatible (/v1/chat/completions)</source>
        <translation>兼容 OpenAI（/v1/chat/completions）</translation>
    </message>
    <message>
        <source>Anthropic Messages API</source>
        <translation>Anthropic Messages API</translation>
    </message>
    <message>
        <source>Edit {server}</source>
        <translation>编辑 {server}</translation>
    </message>
    <message>
        <source>Add a model server</source>
        <translation>添加模型服务器</translation>
    </message>
    <message>
        <source>Kind of server</source>
        <translation>服务器类型</translation>
    </message>
    <message>
        <source>custom address</source>
        <translation>自定义地址</translation>
    </message>
    <message>
        <source>cloud, needs a key</source>
        <translation>云端，需要密钥</translation>
    </message>
    <message>
        <source>on this computer</source>
        <translation>在本机上</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>API the server speaks</source>
        <translation>服务器使用的 API</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>服务器地址</translation>
    </message>
    <message>
        <source>Provider name</source>
        <translation>提供方名称</translation>
    </message>
    <message>
        <source>Edit MCP server {server}</source>
        <translation>编辑 MCP 服务器 {server}</translation>
    </message>
    <message>
        <source>Add an MCP server</source>
        <translation>添加 MCP 服务器</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>服务器名称</translation>
    </message>
    <message>
        <source>time, git, files… (letters, digits, - and _)</source>
        <translation>time、git、files…（字母、数字、- 和 _）</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>显示名称</translation>
    </message>
    <message>
        <source>optional, shown in lists</source>
        <translation>可选，显示在列表中</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>传输方式</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Display name</source>
        <translation>显示名称(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Transport</source>
        <translation>传输方式(&amp;T)</translation>
    </message>
    <message>
        <source>Tool prefix</source>
        <translation>工具前缀</translation>
    </message>
    <message>
        <source>the server&apos;s name</source>
        <translation>服务器的名称</translation>
    </message>
    <message>
        <source>Agents see the tools as PREFIX__tool, so they never collide with others</source>
        <translation>智能体看到的工具名为 PREFIX__tool，因此不会与其他工具冲突</translation>
    </message>
    <message>
        <source>Timeout in seconds</source>
        <translation>超时（秒）</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Agents granted this server may use it</source>
        <translation>被授予此服务器的智能体可以使用它</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>已启用</translation>
    </message>
    <message>
        <source>Folders offered as roots, one per line</source>
        <translation>作为根目录提供的文件夹，每行一个</translation>
    </message>
    <message>
        <source>none: the server is offered no folders</source>
        <translation>无：不向服务器提供任何文件夹</translation>
    </message>
    <message>
        <source>Folders the server may work in, one per line; servers that ask for roots (the filesystem server, for one) use them</source>
        <translation>服务器可以工作的文件夹，每行一个；请求根目录的服务器（例如 filesystem 服务器）会使用它们</translation>
    </message>
    <message>
        <source>Tool &amp;prefix</source>
        <translation>工具前缀(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Roots</source>
        <translation>根目录(&amp;R)</translation>
    </message>
    <message>
        <source>T&amp;imeout per call</source>
        <translation>每次调用超时(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>已启用(&amp;E)</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>npx, uvx, mcp-server-time, /path/to/server…</source>
        <translation>npx、uvx、mcp-server-time、/path/to/server…</translation>
    </message>
    <message>
        <source>Arguments, one per line</source>
        <translation>参数，每行一个</translation>
    </message>
    <message>
        <source>One argument per line. No shell is used: quotes and $VARIABLES are passed as typed.</source>
        <translation>每行一个参数。不经过 shell：引号和 $变量 按原样传递。</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>&amp;Command</source>
        <translation>命令(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Arguments</source>
        <translation>参数(&amp;A)</translation>
    </message>
    <message>
        <source>En&amp;vironment</source>
        <translation>环境变量(&amp;V)</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>header</source>
        <translation>请求头</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>{MASK} (stored; type to replace)</source>
        <translation>{MASK}（已保存；输入以替换）</translation>
    </message>
    <message>
        <source>optional; sent as a Bearer token</source>
        <translation>可选；作为 Bearer 令牌发送</translation>
    </message>
    <message>
        <source>&amp;URL</source>
        <translation>URL(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Headers</source>
        <translation>请求头(&amp;H)</translation>
    </message>
    <message>
        <source>API &amp;key</source>
        <translation>API 密钥(&amp;K)</translation>
    </message>
    <message>
        <source>Give the server a name.</source>
        <translation>请给服务器起个名字。</translation>
    </message>
    <message>
        <source>Type the command that starts the server.</source>
        <translation>请输入启动服务器的命令。</translation>
    </message>
    <message>
        <source>Type the server&apos;s URL (http:// or https://).</source>
        <translation>请输入服务器的 URL（http:// 或 https://）。</translation>
    </message>
    <message>
        <source>Saving the MCP server</source>
        <translation>保存 MCP 服务器</translation>
    </message>
    <message>
        <source>&amp;Remove the stored key</source>
        <translation>删除已保存的密钥(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the stored API key</source>
        <translation>删除已保存的 API 密钥</translation>
    </message>
    <message>
        <source>The name agents use for this server: lowercase letters, digits, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;</source>
        <translation>智能体用来指代此服务器的名称：小写字母、数字、&apos;.&apos;、&apos;-&apos;、&apos;_&apos;</translation>
    </message>
    <message>
        <source>About the API key</source>
        <translation>关于 API 密钥</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>测试(&amp;T)</translation>
    </message>
    <message>
        <source>Test the connection and list the models</source>
        <translation>测试连接并列出模型</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>默认模型</translation>
    </message>
    <message>
        <source>Test lists what the server offers</source>
        <translation>点“测试”列出服务器提供的模型</translation>
    </message>
    <message>
        <source>Send images from tools to the model</source>
        <translation>将工具返回的图片发送给模型</translation>
    </message>
    <message>
        <source>As the API does (Anthropic yes, OpenAI-compatible no)</source>
        <translation>按 API 而定（Anthropic 是，兼容 OpenAI 否）</translation>
    </message>
    <message>
        <source>Yes: the model reads images</source>
        <translation>是：模型能读取图片</translation>
    </message>
    <message>
        <source>No: describe them in words</source>
        <translation>否：用文字描述</translation>
    </message>
    <message>
        <source>When a tool (an MCP server, say) returns a picture, whether the model sees it or only a note naming it</source>
        <translation>当工具（例如 MCP 服务器）返回图片时，模型是看到图片本身，还是只看到一条注明图片的说明</translation>
    </message>
    <message>
        <source>&amp;Use this server</source>
        <translation>使用此服务器(&amp;U)</translation>
    </message>
    <message>
        <source>Use this server</source>
        <translation>使用此服务器</translation>
    </message>
    <message>
        <source>A server not used is kept but agents on it fall back or fail</source>
        <translation>停用的服务器会保留，但使用它的智能体将改用备用模型或失败</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API 密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>服务器(&amp;S)：</translation>
    </message>
    <message>
        <source>A&amp;PI:</source>
        <translation>API(&amp;P)：</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>地址(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Disp&amp;lay name:</source>
        <translation>显示名称(&amp;L)：</translation>
    </message>
    <message>
        <source>Default &amp;model:</source>
        <translation>默认模型(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Images:</source>
        <translation>图片(&amp;I)：</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>测试结果</translation>
    </message>
    <message>
        <source>Why the server was not saved</source>
        <translation>服务器未保存的原因</translation>
    </message>
    <message>
        <source>Add server</source>
        <translation>添加服务器</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Add the server</source>
        <translation>添加此服务器</translation>
    </message>
    <message>
        <source>Save the server</source>
        <translation>保存此服务器</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>API &amp;key (optional):</source>
        <translation>API 密钥（可选）(&amp;K)：</translation>
    </message>
    <message>
        <source>not needed for a server on this computer</source>
        <translation>本机服务器不需要</translation>
    </message>
    <message>
        <source>A server on this computer (127.0.0.1 or localhost) needs no key.</source>
        <translation>本机上的服务器（127.0.0.1 或 localhost）不需要密钥。</translation>
    </message>
    <message>
        <source>leave empty to keep the stored key</source>
        <translation>留空则保留已保存的密钥</translation>
    </message>
    <message>
        <source>needed; stored sealed, never shown again</source>
        <translation>必填；加密保存，不再显示</translation>
    </message>
    <message>
        <source>This service needs your API key. It is stored encrypted and never shown again.</source>
        <translation>此服务需要你的 API 密钥。密钥会加密保存，且不再显示。</translation>
    </message>
    <message>
        <source>only if the server asks for one</source>
        <translation>仅当服务器要求时填写</translation>
    </message>
    <message>
        <source>Give a key only if this server asks for one; it is stored encrypted.</source>
        <translation>仅当此服务器要求时才填写密钥；密钥会加密保存。</translation>
    </message>
    <message>
        <source> A key is stored; type a new one to replace it.</source>
        <translation>已保存一个密钥；输入新密钥即可替换。</translation>
    </message>
    <message>
        <source>Asking {server} for its models…</source>
        <translation>正在向 {server} 查询模型…</translation>
    </message>
    <message>
        <source>the server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Testing the connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Saving the model server</source>
        <translation>保存模型服务器</translation>
    </message>
</context>
<context>
    <name>ServerPage</name>
    <message>
        <source>A model server</source>
        <translation>模型服务器</translation>
    </message>
    <message>
        <source>GoClaw Lite looked for Ollama, LM Studio and llama.cpp on this computer; cloud services need your API key.</source>
        <translation>GoClaw Lite 已在本机查找 Ollama、LM Studio 和 llama.cpp；云服务需要你的 API 密钥。</translation>
    </message>
    <message>
        <source>Model servers</source>
        <translation>模型服务器</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>服务器地址</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>only for cloud services; stored sealed, never shown again</source>
        <translation>仅云服务需要；加密保存，不再显示</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>地址(&amp;D)：</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API 密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Skip: I will set up a model server later</source>
        <translation>跳过：稍后再设置模型服务器(&amp;S)</translation>
    </message>
    <message>
        <source>Looking for servers on this computer…</source>
        <translation>正在本机查找服务器…</translation>
    </message>
    <message>
        <source>Looking for model servers</source>
        <translation>查找模型服务器</translation>
    </message>
    <message>
        <source>{server} — cloud, needs an API key</source>
        <translation>{server} — 云端，需要 API 密钥</translation>
    </message>
    <message>
        <source>{server} — on this computer</source>
        <translation>{server} — 在本机上</translation>
    </message>
    <message numerus="yes">
        <source>Found %n server(s) on this computer.</source>
        <translation>
            <numerusform>在本机找到 %n 个服务器。</numerusform>
        </translation>
    </message>
    <message>
        <source>No server answered on this computer; pick a cloud service, or type an address.</source>
        <translation>本机没有服务器响应；请选择云服务，或输入地址。</translation>
    </message>
    <message>
        <source>Looking for servers</source>
        <translation>查找服务器</translation>
    </message>
    <message>
        <source>Pick a server first.</source>
        <translation>请先选择服务器。</translation>
    </message>
    <message>
        <source>{label} needs an API key.</source>
        <translation>{label} 需要 API 密钥。</translation>
    </message>
    <message>
        <source>Asking {server} for its models…</source>
        <translation>正在向 {server} 查询模型…</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n model(s).</source>
        <translation>
            <numerusform>已连接：%n 个模型。</numerusform>
        </translation>
    </message>
    <message>
        <source>Testing the connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Connected, but the server offers no model yet.</source>
        <translation>已连接，但服务器尚未提供任何模型。</translation>
    </message>
</context>
<context>
    <name>ServerWords</name>
    <message>
        <source>Connected, but the server lists no model yet.</source>
        <translation>已连接，但服务器尚未列出任何模型。</translation>
    </message>
    <message numerus="yes">
        <source>{models} and %n more</source>
        <translation>
            <numerusform>{models} 等另外 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n model(s) — {models}.</source>
        <translation>
            <numerusform>已连接：%n 个模型 — {models}。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Created on this start</source>
        <translation>本次启动时创建</translation>
    </message>
    <message>
        <source>; backup at {path}</source>
        <translation>；备份位于 {path}</translation>
    </message>
    <message>
        <source>Upgraded from version {version} on this start</source>
        <translation>本次启动时从版本 {version} 升级</translation>
    </message>
    <message>
        <source>Brought up to date on this start ({steps})</source>
        <translation>本次启动时已更新（{steps}）</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>已是最新</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>Schema version</source>
        <translation>架构版本</translation>
    </message>
    <message>
        <source>Database status</source>
        <translation>数据库状态</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Log directory</source>
        <translation>日志目录</translation>
    </message>
    <message>
        <source>Encryption key</source>
        <translation>加密密钥</translation>
    </message>
    <message>
        <source>Open data folder</source>
        <translation>打开数据文件夹</translation>
    </message>
    <message>
        <source>Show {folder} in the file manager</source>
        <translation>在文件管理器中显示 {folder}</translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>打开日志文件夹</translation>
    </message>
    <message>
        <source>Copy diagnostics</source>
        <translation>复制诊断信息</translation>
    </message>
    <message>
        <source>Copy versions, paths, store and key source (never the key) for a bug report</source>
        <translation>复制版本、路径、存储和密钥来源（绝不包括密钥本身），用于报告问题</translation>
    </message>
    <message>
        <source>Run setup again…</source>
        <translation>重新运行设置向导…</translation>
    </message>
    <message>
        <source>The agent a new chat starts with unless you pick another</source>
        <translation>新对话默认使用的智能体，除非你另选一个</translation>
    </message>
    <message>
        <source>Run setup again</source>
        <translation>重新运行设置向导</translation>
    </message>
    <message>
        <source>The first-run setup: your key, a model server, an agent</source>
        <translation>首次运行设置：你的密钥、一个模型服务器、一个智能体</translation>
    </message>
    <message>
        <source>Settings status</source>
        <translation>设置状态</translation>
    </message>
    <message>
        <source>Your preferences, where your data is and a backup of its key, and your model servers. Paths, versions and logs are under Advanced / Diagnostics at the end.</source>
        <translation>你的偏好设置、数据存放位置及其密钥的备份，以及你的模型服务器。路径、版本和日志在末尾的“高级 / 诊断”中。</translation>
    </message>
    <message>
        <source>Reading settings</source>
        <translation>读取设置</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>偏好设置</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <source>&amp;Appearance:</source>
        <translation>外观(&amp;A)：</translation>
    </message>
    <message>
        <source>Default agent</source>
        <translation>默认智能体</translation>
    </message>
    <message>
        <source>Default a&amp;gent:</source>
        <translation>默认智能体(&amp;G)：</translation>
    </message>
    <message>
        <source>Days closed conversations are kept</source>
        <translation>已关闭对话的保留天数</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>A closed conversation untouched this long is deleted by the daily cleanup</source>
        <translation>已关闭且在此期间未被改动的对话会在每日清理时删除</translation>
    </message>
    <message>
        <source>&amp;Keep closed chats:</source>
        <translation>保留已关闭的聊天(&amp;K)：</translation>
    </message>
    <message>
        <source>Days traces of runs are kept</source>
        <translation>运行追踪的保留天数</translation>
    </message>
    <message>
        <source>Traces (the Traces page) older than this are deleted by the daily cleanup</source>
        <translation>超过此天数的追踪（“追踪”页面）会在每日清理时删除</translation>
    </message>
    <message>
        <source>Kee&amp;p traces:</source>
        <translation>保留追踪(&amp;P)：</translation>
    </message>
    <message>
        <source>Run hooks in &amp;chats</source>
        <translation>在聊天中运行钩子(&amp;C)</translation>
    </message>
    <message>
        <source>Hooks run before and after agent runs and tool calls (the Hooks page lists them)</source>
        <translation>钩子在智能体运行和工具调用前后执行（“钩子”页面列出了它们）</translation>
    </message>
    <message>
        <source>Run lifecycle hooks in chats</source>
        <translation>在聊天中运行生命周期钩子</translation>
    </message>
    <message>
        <source>Keep ru&amp;nning in the tray</source>
        <translation>在托盘中继续运行(&amp;N)</translation>
    </message>
    <message>
        <source>When the window is closed, the app stays in the tray and scheduled jobs keep running; the tray&apos;s Quit ends it</source>
        <translation>关闭窗口后，应用仍在托盘中运行，定时任务继续执行；在托盘菜单中选择“退出”即可结束</translation>
    </message>
    <message>
        <source>Keep running in the tray when the window is closed</source>
        <translation>关闭窗口后仍在托盘中运行</translation>
    </message>
    <message>
        <source>Your data</source>
        <translation>你的数据</translation>
    </message>
    <message>
        <source>Data location</source>
        <translation>数据位置</translation>
    </message>
    <message>
        <source>Back up the key…</source>
        <translation>备份密钥…</translation>
    </message>
    <message>
        <source>Back up the encryption key</source>
        <translation>备份加密密钥</translation>
    </message>
    <message>
        <source>Save a copy of the encryption key to a file you keep safe</source>
        <translation>把加密密钥的副本保存到你妥善保管的文件中</translation>
    </message>
    <message>
        <source>Stored credentials and API keys can only be read with this key. Keep a backup of it somewhere safe.</source>
        <translation>已保存的凭据和 API 密钥只能用此密钥读取。请把它的备份存放在安全的地方。</translation>
    </message>
    <message>
        <source>Advanced / Diagnostics</source>
        <translation>高级 / 诊断</translation>
    </message>
    <message>
        <source>Key fingerprint</source>
        <translation>密钥指纹</translation>
    </message>
    <message>
        <source>whether hooks run</source>
        <translation>是否运行钩子</translation>
    </message>
    <message>
        <source>whether the app keeps running in the tray</source>
        <translation>是否在托盘中继续运行</translation>
    </message>
    <message>
        <source>Saving {what}</source>
        <translation>保存{what}</translation>
    </message>
    <message>
        <source>Could not save {what}.</source>
        <translation>无法保存{what}。</translation>
    </message>
    <message>
        <source>Saved {what}.</source>
        <translation>已保存{what}。</translation>
    </message>
    <message>
        <source>the appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <source>how long closed chats are kept</source>
        <translation>已关闭聊天的保留时长</translation>
    </message>
    <message>
        <source>how long traces are kept</source>
        <translation>追踪的保留时长</translation>
    </message>
    <message>
        <source>Listing agents</source>
        <translation>列出智能体</translation>
    </message>
    <message>
        <source>No agent yet — set up a model server in Chat.</source>
        <translation>还没有智能体——请在“聊天”中设置模型服务器。</translation>
    </message>
    <message>
        <source>No default chosen.</source>
        <translation>未选择默认项。</translation>
    </message>
    <message>
        <source>{model} on {server}</source>
        <translation>{server} 上的 {model}</translation>
    </message>
    <message>
        <source>{agent} is now the default agent.</source>
        <translation>{agent} 现在是默认智能体。</translation>
    </message>
    <message>
        <source>Choosing the default agent</source>
        <translation>选择默认智能体</translation>
    </message>
    <message>
        <source>Diagnostics copied to the clipboard (no key, no passwords).</source>
        <translation>诊断信息已复制到剪贴板（不含密钥和密码）。</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}：</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist yet.</source>
        <translation>文件夹 {folder} 尚不存在。</translation>
    </message>
    <message>
        <source>Could not open {folder}; no file manager answered. The path is shown above.</source>
        <translation>无法打开 {folder}；没有文件管理器响应。路径已显示在上方。</translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <source>Set up GoClaw Lite</source>
        <translation>设置 GoClaw Lite</translation>
    </message>
    <message>
        <source>Skip setup</source>
        <translation>跳过设置</translation>
    </message>
</context>
<context>
    <name>Sidebar</name>
    <message>
        <source>Expand the sidebar</source>
        <translation>展开侧边栏</translation>
    </message>
    <message>
        <source>Collapse the sidebar to icons</source>
        <translation>将侧边栏收起为图标</translation>
    </message>
</context>
<context>
    <name>SizeWords</name>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln 字节</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SkillAgentsDialog</name>
    <message>
        <source>Agents for %1</source>
        <translation>%1 的智能体</translation>
    </message>
    <message>
        <source>Checked agents see this skill&apos;s name and description in their system prompt and may load it when a task calls for it.</source>
        <translation>勾选的智能体会在系统提示词中看到此技能的名称和描述，并可在任务需要时加载它。</translation>
    </message>
    <message>
        <source>Agents that may use the skill</source>
        <translation>可以使用此技能的智能体</translation>
    </message>
    <message>
        <source>%1 (pinned to version %2)</source>
        <translation>%1（固定在版本 %2）</translation>
    </message>
    <message>
        <source>There are no agents yet; add one on the Agents page.</source>
        <translation>还没有智能体；请在“智能体”页面添加一个。</translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Procedures an agent loads when a task calls for them: a folder with a SKILL.md, installed here. An agent&apos;s prompt lists only each granted skill&apos;s name and description. Drop a folder or .zip here to install it.</source>
        <translation>智能体在任务需要时加载的操作规程：一个含 SKILL.md 的文件夹，在此安装。智能体的提示词中只列出已授权技能的名称和描述。把文件夹或 .zip 拖到这里即可安装。</translation>
    </message>
    <message>
        <source>The selected skill&apos;s SKILL.md</source>
        <translation>所选技能的 SKILL.md</translation>
    </message>
    <message>
        <source>Skills status</source>
        <translation>技能状态</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Undo the deletion</source>
        <translation>撤销删除</translation>
    </message>
    <message>
        <source>Put the deleted skill back, with the agents it had</source>
        <translation>恢复已删除的技能及其原有的智能体</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Install folder…</source>
        <translation>安装文件夹…</translation>
    </message>
    <message>
        <source>Install a skill folder</source>
        <translation>安装技能文件夹</translation>
    </message>
    <message>
        <source>Install a folder with a SKILL.md (the same skill again: a new version)</source>
        <translation>安装含 SKILL.md 的文件夹（再次安装同一技能即为新版本）</translation>
    </message>
    <message>
        <source>Install .zip…</source>
        <translation>安装 .zip…</translation>
    </message>
    <message>
        <source>Install a skill .zip</source>
        <translation>安装技能 .zip</translation>
    </message>
    <message>
        <source>Skill archives (*.zip)</source>
        <translation>技能压缩包 (*.zip)</translation>
    </message>
    <message>
        <source>Install a .zip holding a skill folder</source>
        <translation>安装包含技能文件夹的 .zip</translation>
    </message>
    <message>
        <source>Disable</source>
        <translation>停用</translation>
    </message>
    <message>
        <source>Enable or disable the skill</source>
        <translation>启用或停用技能</translation>
    </message>
    <message>
        <source>A disabled skill is offered to no agent; its grants are kept</source>
        <translation>停用的技能不会提供给任何智能体；授权会保留</translation>
    </message>
    <message>
        <source>Agents…</source>
        <translation>智能体…</translation>
    </message>
    <message>
        <source>Choose the skill&apos;s agents</source>
        <translation>选择技能的智能体</translation>
    </message>
    <message>
        <source>Choose which agents may use the selected skill</source>
        <translation>选择哪些智能体可以使用所选技能</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete the selected skill</source>
        <translation>删除所选技能</translation>
    </message>
    <message>
        <source>Delete the skill; Undo puts it back</source>
        <translation>删除技能；“撤销”可恢复</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Refresh skills</source>
        <translation>刷新技能</translation>
    </message>
    <message>
        <source>Load the skills again</source>
        <translation>重新加载技能</translation>
    </message>
    <message>
        <source>Loading the skills</source>
        <translation>加载技能</translation>
    </message>
    <message>
        <source>Files missing</source>
        <translation>文件缺失</translation>
    </message>
    <message>
        <source>On</source>
        <translation>开</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Version {version} · Agents: {agents}</source>
        <translation>版本 {version} · 智能体：{agents}</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s) installed.</source>
        <translation>
            <numerusform>已安装 %n 个技能。</numerusform>
        </translation>
    </message>
    <message>
        <source>Built-in skills cannot be deleted; disable them instead</source>
        <translation>内置技能无法删除；请改为停用</translation>
    </message>
    <message>
        <source>Enable</source>
        <translation>启用</translation>
    </message>
    <message>
        <source>Install a skill to see it here.</source>
        <translation>安装一个技能后会显示在这里。</translation>
    </message>
    <message>
        <source>Reading the skill</source>
        <translation>读取技能</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Versions on disk: %1 · Folder: %2</source>
        <translation>磁盘上的版本：%1 · 文件夹：%2</translation>
    </message>
    <message>
        <source>Files: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <source>Installing %1</source>
        <translation>安装 %1</translation>
    </message>
    <message>
        <source>%1 is already installed with these files (version %2).</source>
        <translation>%1 已安装且文件相同（版本 %2）。</translation>
    </message>
    <message>
        <source>Updated %1 to version %2.</source>
        <translation>已将 %1 更新到版本 %2。</translation>
    </message>
    <message>
        <source>Installed %1 (version %2). Choose Agents… to let an agent use it.</source>
        <translation>已安装 %1（版本 %2）。选择“智能体…”让智能体使用它。</translation>
    </message>
    <message>
        <source>%1 is on.</source>
        <translation>%1 已启用。</translation>
    </message>
    <message>
        <source>%1 is off.</source>
        <translation>%1 已停用。</translation>
    </message>
    <message>
        <source>Switching the skill</source>
        <translation>切换技能</translation>
    </message>
    <message>
        <source>Loading the agents</source>
        <translation>加载智能体</translation>
    </message>
    <message>
        <source>Granting the skill</source>
        <translation>授予技能</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n agent(s) may use it.</source>
        <translation>
            <numerusform>%1：%n 个智能体可以使用。</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>Deleted %1. Its files are kept until you install it again.</source>
        <translation>已删除 %1。其文件会保留，直到你再次安装。</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 已恢复。</translation>
    </message>
    <message>
        <source>Undoing the deletion</source>
        <translation>撤销删除</translation>
    </message>
</context>
<context>
    <name>StartupErrorDialog</name>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
</context>
<context>
    <name>StatTile</name>
    <message>
        <source>Open {page}</source>
        <translation>打开{page}</translation>
    </message>
</context>
<context>
    <name>SubtaskDialog</name>
    <message>
        <source>Subtask conversation</source>
        <translation>子任务对话</translation>
    </message>
    <message>
        <source>Subtask result</source>
        <translation>子任务结果</translation>
    </message>
    <message>
        <source>Status: {status}, {counts}</source>
        <translation>状态：{status}，{counts}</translation>
    </message>
    <message>
        <source>Nothing was written yet</source>
        <translation>尚未写入任何内容</translation>
    </message>
    <message>
        <source>No conversation was kept for this subtask, and it left no result.</source>
        <translation>此子任务没有保留对话，也没有留下结果。</translation>
    </message>
</context>
<context>
    <name>SubtaskFollower</name>
    <message>
        <source>Subtasks cannot be cancelled: the chat engine is not available.</source>
        <translation>无法取消子任务：聊天引擎不可用。</translation>
    </message>
    <message>
        <source>Subtask cancelled; the answer goes on without it.</source>
        <translation>子任务已取消；回复将在没有它的情况下继续。</translation>
    </message>
    <message>
        <source>That subtask had already ended.</source>
        <translation>该子任务已经结束。</translation>
    </message>
    <message>
        <source>Cancelling the subtask</source>
        <translation>取消子任务</translation>
    </message>
    <message>
        <source>Opening the subtask</source>
        <translation>打开子任务</translation>
    </message>
    <message>
        <source>Task from {agent}</source>
        <translation>来自{agent}的任务</translation>
    </message>
</context>
<context>
    <name>TestRunPanel</name>
    <message>
        <source>Output appears here, every credential value replaced by [REDACTED:NAME].</source>
        <translation>输出显示在这里，所有凭据值都替换为 [REDACTED:NAME]。</translation>
    </message>
    <message>
        <source>Test run</source>
        <translation>试运行</translation>
    </message>
    <message>
        <source>R&amp;un as:</source>
        <translation>运行身份(&amp;U)：</translation>
    </message>
    <message>
        <source>Run as</source>
        <translation>运行身份</translation>
    </message>
    <message>
        <source>Ar&amp;guments:</source>
        <translation>参数(&amp;G)：</translation>
    </message>
    <message>
        <source>Test run arguments</source>
        <translation>试运行参数</translation>
    </message>
    <message>
        <source>arguments, e.g. --version</source>
        <translation>参数，例如 --version</translation>
    </message>
    <message>
        <source>Test run output</source>
        <translation>试运行输出</translation>
    </message>
    <message>
        <source>Test run status</source>
        <translation>试运行状态</translation>
    </message>
    <message>
        <source>Test run · {name}</source>
        <translation>试运行 · {name}</translation>
    </message>
    <message>
        <source>Select a tool to run it with its credentials.</source>
        <translation>选择一个工具，用它的凭据运行。</translation>
    </message>
    <message>
        <source>Runs {path} the way an agent&apos;s run does.</source>
        <translation>以智能体运行的方式运行 {path}。</translation>
    </message>
    <message>
        <source>Listing who may run the tool</source>
        <translation>列出可以运行该工具的对象</translation>
    </message>
    <message>
        <source>Yourself (no agent)</source>
        <translation>你自己（不通过智能体）</translation>
    </message>
    <message>
        <source>No agent may run {name} yet; tick one under Agents in Edit….</source>
        <translation>还没有智能体可以运行 {name}；请在“编辑…”的“智能体”中勾选一个。</translation>
    </message>
    <message>
        <source>{name} is disabled; enable it to run it.</source>
        <translation>{name} 已停用；启用后才能运行。</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Run the tool</source>
        <translation>运行工具</translation>
    </message>
    <message>
        <source>Run the selected tool with these arguments</source>
        <translation>用这些参数运行所选工具</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>Stop the run</source>
        <translation>停止运行</translation>
    </message>
    <message>
        <source>Stop the tool (its whole process group)</source>
        <translation>停止工具（其整个进程组）</translation>
    </message>
    <message>
        <source>yourself</source>
        <translation>你自己</translation>
    </message>
    <message>
        <source>Running {command} as {who}…</source>
        <translation>正在以 {who} 身份运行 {command}…</translation>
    </message>
    <message>
        <source>Running {name}</source>
        <translation>运行 {name}</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>Stopped; the tool and everything it started were ended.</source>
        <translation>已停止；工具及其启动的所有进程均已结束。</translation>
    </message>
    <message>
        <source>… output cut here (only the first {count} characters are shown)</source>
        <translation>… 输出在此截断（只显示前 {count} 个字符）</translation>
    </message>
    <message>
        <source>Stopped after its timeout ({duration}).</source>
        <translation>已在超时后停止（{duration}）。</translation>
    </message>
    <message>
        <source>Exited with code {code} in {duration}.</source>
        <translation>以退出码 {code} 结束，用时 {duration}。</translation>
    </message>
    <message>
        <source> Injected {names}; values in the output are shown as [REDACTED:NAME].</source>
        <translation>已注入 {names}；输出中的值显示为 [REDACTED:NAME]。</translation>
    </message>
    <message>
        <source>Nothing ran: a deny rule blocked these arguments.</source>
        <translation>未运行：拒绝规则阻止了这些参数。</translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>lines %1–%2</source>
        <translation>第 %1–%2 行</translation>
    </message>
    <message>
        <source>new file</source>
        <translation>新文件</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>已撤销</translation>
    </message>
    <message>
        <source>%1 found</source>
        <translation>找到 %1 个</translation>
    </message>
    <message>
        <source>%1 more characters (use Copy to get all of it)</source>
        <translation>还有 %1 个字符（用“复制”获取全部）</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
</context>
<context>
    <name>ToolDialog</name>
    <message>
        <source>Edit {tool}</source>
        <translation>编辑 {tool}</translation>
    </message>
    <message>
        <source>Add a tool</source>
        <translation>添加工具</translation>
    </message>
    <message>
        <source>Values are encrypted with this database&apos;s key, injected only into the tool&apos;s own process, and replaced by [REDACTED:NAME] in anything it prints.</source>
        <translation>值用此数据库的密钥加密，只注入工具自己的进程，并在它打印的任何内容中替换为 [REDACTED:NAME]。</translation>
    </message>
    <message>
        <source>Credentials (defaults for every agent)</source>
        <translation>凭据（所有智能体的默认值）</translation>
    </message>
    <message>
        <source>Deny rules</source>
        <translation>拒绝规则</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Add tool</source>
        <translation>添加工具(&amp;A)</translation>
    </message>
    <message>
        <source>Save tool</source>
        <translation>保存工具</translation>
    </message>
    <message>
        <source>Add tool</source>
        <translation>添加工具</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Tool name</source>
        <translation>工具名称</translation>
    </message>
    <message>
        <source>the command, e.g. gh</source>
        <translation>命令，例如 gh</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Executable path</source>
        <translation>可执行文件路径</translation>
    </message>
    <message>
        <source>found on PATH from the name</source>
        <translation>按名称在 PATH 中查找</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Choose the executable</source>
        <translation>选择可执行文件</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>查找(&amp;F)</translation>
    </message>
    <message>
        <source>Find the tool on PATH</source>
        <translation>在 PATH 中查找工具</translation>
    </message>
    <message>
        <source>Look the name up in the folders of PATH</source>
        <translation>在 PATH 的各个文件夹中查找名称</translation>
    </message>
    <message>
        <source>&amp;Path:</source>
        <translation>路径(&amp;P)：</translation>
    </message>
    <message>
        <source>Path status</source>
        <translation>路径状态</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>what the tool is for</source>
        <translation>工具的用途</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>描述(&amp;D)：</translation>
    </message>
    <message>
        <source>Tips for agents</source>
        <translation>给智能体的提示</translation>
    </message>
    <message>
        <source>how an agent should use it, e.g. prefer --json</source>
        <translation>智能体应如何使用它，例如优先用 --json</translation>
    </message>
    <message>
        <source>T&amp;ips:</source>
        <translation>提示(&amp;I)：</translation>
    </message>
    <message>
        <source>Timeout in seconds</source>
        <translation>超时（秒）</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>A run still going after this long is stopped</source>
        <translation>运行超过此时长会被停止</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>已启用(&amp;E)</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>已启用</translation>
    </message>
    <message>
        <source>A disabled tool is kept with its credentials, but nothing may run it</source>
        <translation>停用的工具及其凭据会保留，但任何人都不能运行它</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>超时(&amp;T)：</translation>
    </message>
    <message>
        <source>Type the tool&apos;s name first.</source>
        <translation>请先输入工具名称。</translation>
    </message>
    <message>
        <source>Looking the tool up on PATH</source>
        <translation>在 PATH 中查找工具</translation>
    </message>
    <message>
        <source>{tool} was not found on PATH; choose the executable with Browse….</source>
        <translation>在 PATH 中未找到 {tool}；请用“浏览…”选择可执行文件。</translation>
    </message>
    <message>
        <source>Found on PATH: {path}</source>
        <translation>在 PATH 中找到：{path}</translation>
    </message>
    <message>
        <source>Leave empty to use the tool found on PATH by its name.</source>
        <translation>留空则按名称使用在 PATH 中找到的工具。</translation>
    </message>
    <message>
        <source>The path must be absolute.</source>
        <translation>路径必须是绝对路径。</translation>
    </message>
    <message>
        <source>This is not an executable file.</source>
        <translation>这不是可执行文件。</translation>
    </message>
    <message>
        <source>Executable file.</source>
        <translation>可执行文件。</translation>
    </message>
    <message>
        <source>Give the tool a name, e.g. gh.</source>
        <translation>请给工具起个名字，例如 gh。</translation>
    </message>
    <message>
        <source>Add at least one variable: a tool is registered here to run with credentials.</source>
        <translation>请至少添加一个变量：在这里登记工具就是为了带凭据运行。</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Saving the tool</source>
        <translation>保存工具</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>正在保存…</translation>
    </message>
</context>
<context>
    <name>ToolPolicyTable</name>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Tool policy</source>
        <translation>工具策略</translation>
    </message>
    <message>
        <source>Not offered now (its server may be off, or the tool gone)</source>
        <translation>当前未提供（其服务器可能已关闭，或工具已不存在）</translation>
    </message>
    <message>
        <source>Policy only</source>
        <translation>仅在策略中</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>允许</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>询问</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Every tool this policy does not name</source>
        <translation>此策略未列出的所有工具</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>所有工具</translation>
    </message>
    <message>
        <source>Built-in, off in Settings</source>
        <translation>内置，已在设置中停用</translation>
    </message>
    <message>
        <source>Policy for {tool}</source>
        <translation>{tool} 的策略</translation>
    </message>
    <message>
        <source>Default ({policy})</source>
        <translation>默认（{policy}）</translation>
    </message>
    <message>
        <source>Default (each tool&apos;s own)</source>
        <translation>默认（各工具自己的）</translation>
    </message>
    <message>
        <source>Switched off for every agent in Settings &gt; Built-in tools</source>
        <translation>已在“设置 &gt; 内置工具”中对所有智能体停用</translation>
    </message>
</context>
<context>
    <name>ToolsTable</name>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Scopes</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>已启用</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>上次运行</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>刚刚</translation>
    </message>
    <message>
        <source>{minutes} min ago</source>
        <translation>{minutes} 分钟前</translation>
    </message>
    <message>
        <source>{hours} h ago</source>
        <translation>{hours} 小时前</translation>
    </message>
    <message>
        <source>All agents except {names}</source>
        <translation>除 {names} 外的所有智能体</translation>
    </message>
    <message>
        <source>All agents</source>
        <translation>所有智能体</translation>
    </message>
    <message>
        <source>Only {names}</source>
        <translation>仅 {names}</translation>
    </message>
    <message>
        <source>No agent yet</source>
        <translation>还没有智能体</translation>
    </message>
    <message>
        <source>defaults</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>你的</translation>
    </message>
    <message>
        <source>agent {key}</source>
        <translation>智能体 {key}</translation>
    </message>
    <message>
        <source>{scope} (unreadable)</source>
        <translation>{scope}（无法读取）</translation>
    </message>
    <message>
        <source>{who} may run it.</source>
        <translation>{who}可以运行它。</translation>
    </message>
    <message>
        <source>Defaults: {names}</source>
        <translation>默认：{names}</translation>
    </message>
    <message>
        <source>Yours: {names}</source>
        <translation>你的：{names}</translation>
    </message>
    <message>
        <source>Agent {agent} has credentials of its own</source>
        <translation>智能体 {agent} 有自己的凭据</translation>
    </message>
    <message>
        <source>Registered tools</source>
        <translation>已登记的工具</translation>
    </message>
    <message>
        <source>Unreadable: enter the values again in Edit…, or delete the tool</source>
        <translation>无法读取：请在“编辑…”中重新输入这些值，或删除该工具</translation>
    </message>
    <message>
        <source>Masked previews; hold the eye button in Edit… to see a value</source>
        <translation>掩码预览；在“编辑…”中按住眼睛按钮可查看值</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>已停用</translation>
    </message>
    <message>
        <source>Untick to keep every agent from running it; its credentials stay stored</source>
        <translation>取消勾选即可禁止所有智能体运行它；其凭据仍会保留</translation>
    </message>
</context>
<context>
    <name>TraceView</name>
    <message>
        <source>Select a trace to see its spans.</source>
        <translation>选择一条追踪以查看其跨度。</translation>
    </message>
    <message>
        <source>Spans of the trace</source>
        <translation>追踪的跨度</translation>
    </message>
    <message>
        <source>Span</source>
        <translation>跨度</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>令牌数</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>Details of the selected span</source>
        <translation>所选跨度的详情</translation>
    </message>
    <message>
        <source>Select a span to see what was recorded about it.</source>
        <translation>选择一个跨度以查看它的记录。</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>%1 in · %2 out</source>
        <translation>输入 %1 · 输出 %2</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>追踪</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message numerus="yes">
        <source>%n span(s)</source>
        <translation>
            <numerusform>%n 个跨度</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tokens in · %2 out</source>
        <translation>输入 %1 个令牌 · 输出 %2</translation>
    </message>
    <message>
        <source>Subtask: %1</source>
        <translation>子任务：%1</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Finish reason</source>
        <translation>结束原因</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
</context>
<context>
    <name>TraceWords</name>
    <message>
        <source>MCP</source>
        <translation>MCP</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Embedding</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>call #{number}</source>
        <translation>第 {number} 次调用</translation>
    </message>
    <message>
        <source>call</source>
        <translation>调用</translation>
    </message>
    <message>
        <source>memory recall</source>
        <translation>记忆召回</translation>
    </message>
    <message>
        <source>memory summary</source>
        <translation>记忆摘要</translation>
    </message>
    <message>
        <source>knowledge extraction</source>
        <translation>知识提取</translation>
    </message>
    <message>
        <source>{route} (fell back)</source>
        <translation>{route}（已改用备用路线）</translation>
    </message>
    <message>
        <source>chat with {agent}</source>
        <translation>与 {agent} 聊天</translation>
    </message>
    <message>
        <source>subtask of {agent}</source>
        <translation>{agent} 的子任务</translation>
    </message>
    <message>
        <source>job {job}</source>
        <translation>任务 {job}</translation>
    </message>
    <message>
        <source>Messages sent</source>
        <translation>已发送消息</translation>
    </message>
    <message>
        <source>Tools offered</source>
        <translation>提供的工具</translation>
    </message>
    <message>
        <source>Model call number</source>
        <translation>模型调用序号</translation>
    </message>
    <message>
        <source>Message id</source>
        <translation>消息 ID</translation>
    </message>
    <message>
        <source>Route tried</source>
        <translation>尝试的路线</translation>
    </message>
    <message>
        <source>Routes that failed first</source>
        <translation>先前失败的路线</translation>
    </message>
    <message>
        <source>Result size (characters)</source>
        <translation>结果大小（字符）</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>MCP server</source>
        <translation>MCP 服务器</translation>
    </message>
    <message>
        <source>MCP tool</source>
        <translation>MCP 工具</translation>
    </message>
    <message>
        <source>Cut short</source>
        <translation>已截断</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>决定</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>实体</translation>
    </message>
    <message>
        <source>Relations</source>
        <translation>关系</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>TracesPageWidget</name>
    <message>
        <source>Traces</source>
        <translation>追踪</translation>
    </message>
    <message>
        <source>Every answer&apos;s run, step by step: each model call, tool call, hook and memory step, timed. Previews never hold secret values.</source>
        <translation>每个回答的运行过程，逐步展示：每次模型调用、工具调用、钩子和记忆步骤，以及用时。预览中绝不包含机密值。</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>令牌数</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>跨度数</translation>
    </message>
    <message>
        <source>Filter by agent</source>
        <translation>按智能体筛选</translation>
    </message>
    <message>
        <source>All agents</source>
        <translation>所有智能体</translation>
    </message>
    <message>
        <source>Filter by status</source>
        <translation>按状态筛选</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>任意状态</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Filter by time</source>
        <translation>按时间筛选</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>任意时间</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>最近一小时</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>最近 24 小时</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>最近 7 天</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>最近 30 天</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Export the trace as OpenTelemetry JSON</source>
        <translation>将追踪导出为 OpenTelemetry JSON</translation>
    </message>
    <message>
        <source>Save the trace as OpenTelemetry JSON (OTLP)</source>
        <translation>将追踪保存为 OpenTelemetry JSON（OTLP）</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Refresh the list of traces</source>
        <translation>刷新追踪列表</translation>
    </message>
    <message>
        <source>Loading the traces</source>
        <translation>加载追踪</translation>
    </message>
    <message numerus="yes">
        <source>%n trace(s)</source>
        <translation>
            <numerusform>%n 条追踪</numerusform>
        </translation>
    </message>
    <message>
        <source>Exporting the trace</source>
        <translation>导出追踪</translation>
    </message>
    <message>
        <source>Could not load the traces; see the status bar.</source>
        <translation>无法加载追踪；请查看状态栏。</translation>
    </message>
    <message>
        <source>Opening the trace</source>
        <translation>打开追踪</translation>
    </message>
    <message>
        <source>Opening the answer&apos;s trace</source>
        <translation>打开回复的追踪</translation>
    </message>
    <message>
        <source>This answer has no trace: it was written before traces were kept, imported, or its trace was deleted after the retention period.</source>
        <translation>此回答没有追踪：它写于开始保留追踪之前、是导入的，或其追踪已在保留期满后删除。</translation>
    </message>
    <message>
        <source>Export trace</source>
        <translation>导出追踪</translation>
    </message>
    <message>
        <source>OpenTelemetry JSON (*.json)</source>
        <translation>OpenTelemetry JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>UndoWords</name>
    <message>
        <source>Undo merge of “{merged}” into “{survivor}”</source>
        <translation>撤销将“{merged}”合并到“{survivor}”</translation>
    </message>
    <message>
        <source>Undo edit of “{name}”</source>
        <translation>撤销对“{name}”的编辑</translation>
    </message>
    <message>
        <source>Undo delete of “{name}”</source>
        <translation>撤销删除“{name}”</translation>
    </message>
    <message>
        <source>Restored {name}.</source>
        <translation>已恢复 {name}。</translation>
    </message>
    <message>
        <source>Undid the edit of {name}.</source>
        <translation>已撤销对 {name} 的编辑。</translation>
    </message>
    <message>
        <source>Split off {name}.</source>
        <translation>已重新拆分出 {name}。</translation>
    </message>
</context>
<context>
    <name>VariableRow</name>
    <message>
        <source>Name of {name}</source>
        <translation>{name} 的名称</translation>
    </message>
    <message>
        <source>{preview}  (stored)</source>
        <translation>{preview}（已保存）</translation>
    </message>
    <message>
        <source>value, at least 6 characters</source>
        <translation>值，至少 6 个字符</translation>
    </message>
    <message>
        <source> · file</source>
        <translation> · 文件</translation>
    </message>
    <message>
        <source>The stored value, masked. Type a new value to replace it on Save; hold the eye button to see it.</source>
        <translation>已保存的值（已掩码）。输入新值，保存时即替换；按住眼睛按钮可查看。</translation>
    </message>
    <message>
        <source> The tool gets it as a file.</source>
        <translation>工具以文件形式获取它。</translation>
    </message>
    <message>
        <source>Remove this variable (on Save)</source>
        <translation>删除此变量（保存时）</translation>
    </message>
    <message>
        <source>new variable</source>
        <translation>新变量</translation>
    </message>
    <message>
        <source>Name of {label}</source>
        <translation>{label} 的名称</translation>
    </message>
    <message>
        <source>Variable name</source>
        <translation>变量名</translation>
    </message>
    <message>
        <source>Value of {label}</source>
        <translation>{label} 的值</translation>
    </message>
    <message>
        <source>Hold to show the value of {label}</source>
        <translation>按住以显示 {label} 的值</translation>
    </message>
    <message>
        <source>Remove {label}</source>
        <translation>删除 {label}</translation>
    </message>
    <message>
        <source>Showing the value</source>
        <translation>正在显示值</translation>
    </message>
</context>
<context>
    <name>VariablesEditor</name>
    <message>
        <source>No variables. Add the ones the tool reads, e.g. GH_TOKEN.</source>
        <translation>没有变量。请添加工具读取的变量，例如 GH_TOKEN。</translation>
    </message>
    <message>
        <source>+  Add va&amp;riable</source>
        <translation>+  添加变量(&amp;R)</translation>
    </message>
    <message>
        <source>Add variable</source>
        <translation>添加变量</translation>
    </message>
    <message>
        <source>Add a variable the tool reads its credential from</source>
        <translation>添加工具读取凭据所用的变量</translation>
    </message>
    <message>
        <source>Give the variable a name, or remove the row.</source>
        <translation>请为变量命名，或删除该行。</translation>
    </message>
    <message>
        <source>{name} is listed twice.</source>
        <translation>{name} 出现了两次。</translation>
    </message>
    <message>
        <source>Type a value for {name}, or remove the row.</source>
        <translation>请为 {name} 输入值，或删除该行。</translation>
    </message>
</context>
<context>
    <name>VaultPage</name>
    <message>
        <source>Markdown notes linked with [[wikilinks]]. Import an Obsidian vault, or write notes here.</source>
        <translation>用 [[wikilinks]] 互相链接的 Markdown 笔记。导入 Obsidian 笔记库，或直接在这里写笔记。</translation>
    </message>
    <message>
        <source>Vault</source>
        <translation>笔记库</translation>
    </message>
    <message>
        <source>Import progress</source>
        <translation>导入进度</translation>
    </message>
    <message>
        <source>%v / %m notes</source>
        <translation>%v / %m 篇笔记</translation>
    </message>
    <message>
        <source>The vault is empty. Import a folder of Markdown notes (an Obsidian vault works), or write a note with New note above; agents can read and link what is here.</source>
        <translation>笔记库是空的。导入一个 Markdown 笔记文件夹（Obsidian 笔记库也可以），或用上方的“新建笔记”写一条笔记；智能体可以阅读并链接这里的内容。</translation>
    </message>
    <message>
        <source>Import a folder…</source>
        <translation>导入文件夹…</translation>
    </message>
    <message>
        <source>Vault status</source>
        <translation>笔记库状态</translation>
    </message>
    <message>
        <source>&amp;New note</source>
        <translation>新建笔记(&amp;N)</translation>
    </message>
    <message>
        <source>Create an empty note and open it</source>
        <translation>创建一篇空白笔记并打开</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the note (Ctrl+S)</source>
        <translation>保存笔记（Ctrl+S）</translation>
    </message>
    <message>
        <source>&amp;Import folder…</source>
        <translation>导入文件夹(&amp;I)…</translation>
    </message>
    <message>
        <source>Import a folder of Markdown notes (an Obsidian vault); safe to repeat</source>
        <translation>导入一个 Markdown 笔记文件夹（Obsidian 笔记库）；可安全地重复导入</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Remove the note from the vault (a file it was imported from stays on disk)</source>
        <translation>从笔记库中移除笔记（导入来源的文件仍保留在磁盘上）</translation>
    </message>
    <message>
        <source>Search notes…</source>
        <translation>搜索笔记…</translation>
    </message>
    <message>
        <source>Search notes</source>
        <translation>搜索笔记</translation>
    </message>
    <message>
        <source>Titles, paths and text, any case (Ctrl+F)</source>
        <translation>标题、路径和正文，不区分大小写（Ctrl+F）</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>清除搜索</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>笔记</translation>
    </message>
    <message>
        <source>Note text (Markdown)</source>
        <translation>笔记正文（Markdown）</translation>
    </message>
    <message>
        <source>Choose a note, or create one with New note.</source>
        <translation>选择一篇笔记，或点“新建笔记”创建一篇。</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>The note, rendered: [[links]] you can click, broken ones greyed.</source>
        <translation>渲染后的笔记：[[链接]] 可点击，失效的显示为灰色。</translation>
    </message>
    <message>
        <source>Backlinks</source>
        <translation>反向链接</translation>
    </message>
    <message>
        <source>Backlinks: notes that link here</source>
        <translation>反向链接：链接到此处的笔记</translation>
    </message>
    <message>
        <source>Links from this note</source>
        <translation>此笔记中的链接</translation>
    </message>
    <message>
        <source>{what} failed: {exc}</source>
        <translation>{what}失败：{exc}</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Loading notes</source>
        <translation>加载笔记</translation>
    </message>
    <message>
        <source>Loading links</source>
        <translation>加载链接</translation>
    </message>
    <message numerus="yes">
        <source>%Ln matching note(s)</source>
        <translation>
            <numerusform>%Ln 篇匹配的笔记</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln note(s)</source>
        <translation>
            <numerusform>%Ln 篇笔记</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening the note</source>
        <translation>打开笔记</translation>
    </message>
    <message>
        <source>Backlinks ({count})</source>
        <translation>反向链接（{count}）</translation>
    </message>
    <message>
        <source>{target} — missing; double-click to create</source>
        <translation>{target} — 不存在；双击以创建</translation>
    </message>
    <message>
        <source>Links from this note ({count}, {broken} broken)</source>
        <translation>此笔记中的链接（{count} 个，{broken} 个失效）</translation>
    </message>
    <message>
        <source>Links from this note ({count})</source>
        <translation>此笔记中的链接（{count}）</translation>
    </message>
    <message>
        <source>Following the link</source>
        <translation>跟随链接</translation>
    </message>
    <message>
        <source>Create note?</source>
        <translation>创建笔记？</translation>
    </message>
    <message>
        <source>No note is called “{target}”. Create {path}?</source>
        <translation>没有名为“{target}”的笔记。要创建 {path} 吗？</translation>
    </message>
    <message>
        <source>Create note</source>
        <translation>创建笔记</translation>
    </message>
    <message>
        <source>Creating the note</source>
        <translation>创建笔记</translation>
    </message>
    <message>
        <source>Creating a note</source>
        <translation>创建一篇笔记</translation>
    </message>
    <message>
        <source>Delete the note {path}?</source>
        <translation>删除笔记 {path}？</translation>
    </message>
    <message>
        <source>Links to it become broken links; a file it was imported from stays on disk. This cannot be undone.</source>
        <translation>指向它的链接将失效；导入来源的文件仍保留在磁盘上。此操作无法撤销。</translation>
    </message>
    <message>
        <source>Deleting the note</source>
        <translation>删除笔记</translation>
    </message>
    <message>
        <source>Deleted {path}.</source>
        <translation>已删除 {path}。</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Created {path}.</source>
        <translation>已创建 {path}。</translation>
    </message>
    <message>
        <source>Saved {path}.</source>
        <translation>已保存 {path}。</translation>
    </message>
    <message>
        <source>{path} has no changes to save.</source>
        <translation>{path} 没有需要保存的更改。</translation>
    </message>
    <message>
        <source>Import a folder of Markdown notes</source>
        <translation>导入 Markdown 笔记文件夹</translation>
    </message>
    <message>
        <source>Importing {folder}…</source>
        <translation>正在导入 {folder}…</translation>
    </message>
    <message>
        <source>{stage}: %v / %m notes</source>
        <translation>{stage}：%v / %m 篇笔记</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n note(s): {created} new, {updated} updated, {unchanged} unchanged, {renamed} renamed, {skipped} skipped; {links} links, {broken} broken.</source>
        <translation>
            <numerusform>已导入 %n 篇笔记：新增 {created}，更新 {updated}，未变 {unchanged}，改名 {renamed}，跳过 {skipped}；链接 {links} 个，失效 {broken} 个。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import failed: {exc}</source>
        <translation>导入失败：{exc}</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
</context>
<context>
    <name>WebAllowDialog</name>
    <message>
        <source>Web allow list of %1</source>
        <translation>%1 的网络允许列表</translation>
    </message>
    <message>
        <source>web_fetch refuses this computer and private networks. List here, one per line, what this agent may reach anyway: a host (nas.lan), a host and port (localhost:8080), an address or a network (192.168.1.0/24). Cloud metadata addresses stay refused.</source>
        <translation>web_fetch 会拒绝访问本机和私有网络。在这里每行列出一项此智能体仍可访问的目标：主机（nas.lan）、主机和端口（localhost:8080）、地址或网段（192.168.1.0/24）。云元数据地址始终被拒绝。</translation>
    </message>
    <message>
        <source>Web allow list entries, one per line</source>
        <translation>网络允许列表条目，每行一个</translation>
    </message>
    <message>
        <source>Saving the web allow list</source>
        <translation>保存网络允许列表</translation>
    </message>
</context>
<context>
    <name>WebAllowRow</name>
    <message>
        <source>Web allow list:</source>
        <translation>网络允许列表：</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Edit the web allow list</source>
        <translation>编辑网络允许列表</translation>
    </message>
    <message>
        <source>public addresses only</source>
        <translation>仅公共地址</translation>
    </message>
</context>
<context>
    <name>WebCardWords</name>
    <message numerus="yes">
        <source>%Ln result(s)</source>
        <translation>
            <numerusform>%Ln 条结果</numerusform>
        </translation>
    </message>
    <message>
        <source>for “%1”</source>
        <translation>，搜索“%1”</translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more (open the card to see them all)</source>
        <translation>
            <numerusform>还有 %Ln 条（打开卡片查看全部）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WebSearchBox</name>
    <message>
        <source>Web search</source>
        <translation>网络搜索</translation>
    </message>
    <message>
        <source>Agents search the web with &lt;code&gt;web_search&lt;/code&gt; through the backend chosen here. &lt;code&gt;web_fetch&lt;/code&gt; needs no setup; it never reaches this computer or your network unless an agent&apos;s web allow list says so (Agents, Tools tab).</source>
        <translation>智能体通过这里选择的后端用 &lt;code&gt;web_search&lt;/code&gt; 搜索网络。&lt;code&gt;web_fetch&lt;/code&gt; 无需设置；除非智能体的网络允许列表允许（智能体，“工具”标签页），它绝不会访问本机或你的网络。</translation>
    </message>
    <message>
        <source>Search backend</source>
        <translation>搜索后端</translation>
    </message>
    <message>
        <source>None (web_search is not offered)</source>
        <translation>无（不提供 web_search）</translation>
    </message>
    <message>
        <source>SearXNG instance</source>
        <translation>SearXNG 实例</translation>
    </message>
    <message>
        <source>Brave Search (API key)</source>
        <translation>Brave Search（API 密钥）</translation>
    </message>
    <message>
        <source>&amp;Backend:</source>
        <translation>后端(&amp;B)：</translation>
    </message>
    <message>
        <source>SearXNG address</source>
        <translation>SearXNG 地址</translation>
    </message>
    <message>
        <source>SearXNG a&amp;ddress:</source>
        <translation>SearXNG 地址(&amp;D)：</translation>
    </message>
    <message>
        <source>Brave Search API key</source>
        <translation>Brave Search API 密钥</translation>
    </message>
    <message>
        <source>Brave API ke&amp;y:</source>
        <translation>Brave API 密钥(&amp;Y)：</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save the web search settings</source>
        <translation>保存网络搜索设置</translation>
    </message>
    <message>
        <source>Reading web search settings</source>
        <translation>读取网络搜索设置</translation>
    </message>
    <message>
        <source>stored (sealed) — type a new key to replace it</source>
        <translation>已保存（加密）— 输入新密钥即可替换</translation>
    </message>
    <message>
        <source>from api.search.brave.com</source>
        <translation>来自 api.search.brave.com</translation>
    </message>
    <message>
        <source>Agents are not offered web_search: %1.</source>
        <translation>不向智能体提供 web_search：%1。</translation>
    </message>
    <message>
        <source>Agents are offered web_search through %1.</source>
        <translation>通过 %1 向智能体提供 web_search。</translation>
    </message>
    <message>
        <source>SearXNG is chosen but no instance URL is set</source>
        <translation>已选择 SearXNG，但未设置实例 URL</translation>
    </message>
    <message>
        <source>Brave Search is chosen but no API key is stored</source>
        <translation>已选择 Brave Search，但未保存 API 密钥</translation>
    </message>
    <message>
        <source>no search backend is chosen above</source>
        <translation>上方尚未选择搜索后端</translation>
    </message>
    <message>
        <source>Saving web search settings</source>
        <translation>保存网络搜索设置</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to GoClaw Lite</source>
        <translation>欢迎使用 GoClaw Lite</translation>
    </message>
    <message>
        <source>A local agent workbench: chats, the agent&apos;s memory, and your command-line tools.</source>
        <translation>本地智能体工作台：聊天、智能体的记忆，以及你的命令行工具。</translation>
    </message>
    <message>
        <source>This takes a minute: GoClaw Lite shows where your encryption key is, finds a model server (one running on this computer, or a cloud service with your API key) and creates an agent to chat with.&lt;br&gt;&lt;br&gt;You can skip it now and do each step later: Settings opens this setup again.</source>
        <translation>只需一分钟：GoClaw Lite 会告诉你加密密钥在哪里，找到一个模型服务器（本机上运行的，或使用你 API 密钥的云服务），并创建一个可以聊天的智能体。&lt;br&gt;&lt;br&gt;你也可以现在跳过，之后再逐步完成：“设置”可以再次打开此向导。</translation>
    </message>
</context>
<context>
    <name>WholeGraphMode</name>
    <message>
        <source>Loading the whole graph…</source>
        <translation>正在加载整个图谱…</translation>
    </message>
    <message>
        <source>Loading the whole graph</source>
        <translation>正在加载整个图谱</translation>
    </message>
    <message>
        <source>Drawing the whole graph</source>
        <translation>正在绘制整个图谱</translation>
    </message>
    <message numerus="yes">
        <source>Whole graph: %Ln entity(ies)</source>
        <translation>
            <numerusform>整个图谱：%Ln 个实体</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Whole graph: the {shown} best connected of %Ln entities</source>
        <translation>
            <numerusform>整个图谱：%Ln 个实体中连接最多的 {shown} 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln 个关系</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln community(ies)</source>
        <translation>
            <numerusform>%Ln 个社区</numerusform>
        </translation>
    </message>
    <message>
        <source>{communities} (click one to draw its members)</source>
        <translation>{communities}（单击一个社区以绘制其成员）</translation>
    </message>
    <message>
        <source>laying out…</source>
        <translation>正在布局…</translation>
    </message>
</context>
<context>
    <name>WholeGraphView</name>
    <message>
        <source>Whole knowledge graph</source>
        <translation>整个知识图谱</translation>
    </message>
</context>
<context>
    <name>WholeLayout</name>
    <message>
        <source>Starting the graph layout</source>
        <translation>正在启动图谱布局</translation>
    </message>
    <message>
        <source>Laying out the graph</source>
        <translation>正在布局图谱</translation>
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
    <name>async_bridge</name>
    <message>
        <source>Unexpected error ({kind}): {error}</source>
        <translation>意外错误（{kind}）：{error}</translation>
    </message>
    <message>
        <source>{what} failed: {error}</source>
        <translation>{what}失败：{error}</translation>
    </message>
    <message>
        <source>Showing an error</source>
        <translation>显示错误</translation>
    </message>
    <message>
        <source>Updating the window</source>
        <translation>更新窗口</translation>
    </message>
</context>
<context>
    <name>confirm</name>
    <message>
        <source>Delete {name}?</source>
        <translation>删除 {name}？</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation>删除 {name}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>another GoClaw Lite process</source>
        <translation>另一个 GoClaw Lite 进程</translation>
    </message>
    <message>
        <source>GoClaw Lite is already open</source>
        <translation>GoClaw Lite 已经打开</translation>
    </message>
    <message>
        <source>The data directory is in use by {holder}.</source>
        <translation>数据目录正被 {holder} 使用。</translation>
    </message>
    <message>
        <source>Data directory: {data_dir}

Only one GoClaw Lite may write to a database at a time. Close the other one (or switch to it), then try again.</source>
        <translation>数据目录：{data_dir}

同一时间只能有一个 GoClaw Lite 写入数据库。请关闭另一个（或切换过去），然后重试。</translation>
    </message>
    <message>
        <source>Encryption key needed</source>
        <translation>需要加密密钥</translation>
    </message>
    <message>
        <source>This database holds encrypted data, but its encryption key was not found.</source>
        <translation>此数据库包含加密数据，但找不到它的加密密钥。</translation>
    </message>
    <message>
        <source>The OS keyring may be locked or unavailable, or the key file {key_file} is missing. Paste the key from your key backup to continue. A new key is never made for a database that already has one, because every stored credential would be lost.</source>
        <translation>系统钥匙串可能已锁定或不可用，或者密钥文件 {key_file} 不存在。请粘贴你备份的密钥以继续。对于已有密钥的数据库绝不会新建密钥，否则所有已保存的凭据都会丢失。</translation>
    </message>
    <message>
        <source>Nothing was read or written. Paste the key this database was created with, from your key backup.</source>
        <translation>未读取或写入任何内容。请从你的密钥备份中粘贴创建此数据库时使用的密钥。</translation>
    </message>
    <message>
        <source>It is stored in {location} (fingerprint {fingerprint}).

Credentials you save are encrypted with it: if the key is lost, they are lost. Back it up now and keep the copy somewhere safe.</source>
        <translation>它存放在 {location}（指纹 {fingerprint}）。

你保存的凭据都用它加密：密钥丢失，凭据也就丢失。请立即备份，并把副本存放在安全的地方。</translation>
    </message>
    <message>
        <source>The key could not be stored</source>
        <translation>无法保存密钥</translation>
    </message>
    <message>
        <source>The key opens the database, but it could not be stored, so it will be asked for again next time.</source>
        <translation>该密钥可以打开数据库，但无法保存，因此下次还会再次询问。</translation>
    </message>
    <message>
        <source>Another key is set in the environment</source>
        <translation>环境变量中设置了另一个密钥</translation>
    </message>
    <message>
        <source>The key was stored in {location}, but {variable} is set in the environment to a different key and is read first.</source>
        <translation>密钥已保存到{location}，但环境变量 {variable} 设置了另一个密钥，并且会被优先读取。</translation>
    </message>
    <message>
        <source>Unset or correct {variable}, or GoClaw Lite will ask for the key again next time.</source>
        <translation>请取消设置或更正 {variable}，否则下次 GoClaw Lite 会再次询问密钥。</translation>
    </message>
    <message>
        <source>The key you entered does not open this database. Check that it is the key exported for this data directory and that it was copied whole.</source>
        <translation>你输入的密钥无法打开此数据库。请确认它是为此数据目录导出的密钥，并且复制完整。</translation>
    </message>
    <message>
        <source>Encryption key does not match</source>
        <translation>加密密钥不匹配</translation>
    </message>
    <message>
        <source>The encryption key that was found does not belong to this database.</source>
        <translation>找到的加密密钥不属于此数据库。</translation>
    </message>
    <message>
        <source>GoClaw Lite cannot start</source>
        <translation>GoClaw Lite 无法启动</translation>
    </message>
    <message>
        <source>Data directory: {data_dir}</source>
        <translation>数据目录：{data_dir}</translation>
    </message>
    <message>
        <source>An unexpected error stopped GoClaw Lite from starting ({kind}: {error}).</source>
        <translation>意外错误导致 GoClaw Lite 无法启动（{kind}：{error}）。</translation>
    </message>
    <message>
        <source>This is a bug. The details were written to the log; please report them.</source>
        <translation>这是一个程序缺陷。详细信息已写入日志；请报告给我们。</translation>
    </message>
    <message>
        <source>A new encryption key was created</source>
        <translation>已创建新的加密密钥</translation>
    </message>
    <message>
        <source>GoClaw Lite created a new encryption key for this database.</source>
        <translation>GoClaw Lite 为此数据库创建了新的加密密钥。</translation>
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
        <source>Make and change agents: model, prompt, files, sampling, tools, memory, fallback</source>
        <translation>创建和修改智能体：模型、提示词、文件、采样、工具、记忆、备用模型</translation>
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
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Local models for the built-in server: download, choose, remove</source>
        <translation>内置服务器的本地模型：下载、选择、删除</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>SKILL.md procedures agents load when a task calls for them</source>
        <translation>智能体在任务需要时加载的 SKILL.md 规程</translation>
    </message>
    <message>
        <source>Traces</source>
        <translation>追踪</translation>
    </message>
    <message>
        <source>Each run step by step: model calls, tools, hooks, timed</source>
        <translation>逐步展示每次运行：模型调用、工具、钩子及用时</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Scheduled jobs: an agent, a message and when to ask it</source>
        <translation>定时任务：智能体、消息以及何时发送</translation>
    </message>
    <message>
        <source>{title} page</source>
        <translation>{title}页面</translation>
    </message>
</context>
</TS>
